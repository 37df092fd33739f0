import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';

const featureDir = import.meta.dirname;
const localesDir = join(featureDir, '../../shared/i18n/locales');
const errorsDir = join(featureDir, '../../../../../packages/contracts/src/locales');

const catalogue = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      join(namespace === 'errors' ? errorsDir : localesDir, language, `${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;

const lookUp = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

// Every literal key the screen passes to t(), as "namespace:key" (the profile namespace by default).
function usedKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)])
    .map(([, key = '']) => (key.includes(':') ? key : `profile:${key}`));
}

describe('profile texts', () => {
  // The language choice's labels are built from the language list: add each of them.
  const languageNames = languages.map((language) => `common:languages.${language}`);
  const keys = [...new Set([...usedKeys(featureDir), ...languageNames])];

  it('finds the keys in the source', () => {
    expect(keys).toContain('profile:twoFactor.statusSms');
    expect(keys).toContain('errors:auth.passwordMismatch');
  });

  it.each(['pt-BR', 'en-US', 'es'])('has every text the profile page uses in %s', (language) => {
    const missing = keys.filter((entry) => {
      const [namespace = '', key = ''] = entry.split(':');
      return typeof lookUp(catalogue(language, namespace), key) !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
