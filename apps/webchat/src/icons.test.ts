import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Characters that need an emoji or symbol font, which many systems lack (they show as boxes).
const needsSymbolFont = /[\p{Extended_Pictographic}\u2713\u00d7]/u;

describe('the widget’s icons', () => {
  it('are inline SVG: no source file but the emoji picker’s list draws a symbol character', () => {
    const folder = new URL('./', import.meta.url);
    const offenders = readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'emojis.ts')
      .filter((name) => needsSymbolFont.test(readFileSync(new URL(name, folder), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
