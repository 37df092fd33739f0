import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findLocaleGaps } from './findLocaleGaps.ts';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

describe('translations', () => {
  it('have every key in pt-BR, en-US and es across the repository', () => {
    expect(findLocaleGaps(repoRoot)).toEqual([]);
  });

  it('reports a key missing or empty in one language', () => {
    const root = mkdtempSync(join(tmpdir(), 'locales-'));
    const write = (language: string, body: object) => {
      mkdirSync(join(root, 'web', 'locales', language), { recursive: true });
      writeFileSync(join(root, 'web', 'locales', language, 'common.json'), JSON.stringify(body));
    };
    write('pt-BR', { hello: 'Olá', nested: { bye: 'Tchau' } });
    write('en-US', { hello: 'Hello', nested: { bye: '' } });
    write('es', { hello: 'Hola' });
    expect(findLocaleGaps(root).sort()).toEqual([
      'web/locales/en-US lacks common.nested.bye',
      'web/locales/es lacks common.nested.bye',
    ]);
  });
});
