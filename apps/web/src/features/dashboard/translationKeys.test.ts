import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { partOfDay } from './partOfDay.ts';

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

// Every literal key the screen passes to t(), as "namespace:key" (the dashboard namespace by default).
function usedKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)])
    .map(([, key = '']) => (key.includes(':') ? key : `dashboard:${key}`));
}

describe('dashboard texts', () => {
  // The greeting's key is built from the part of the day: add every one the clock can give.
  const greetings = Array.from({ length: 24 }, (_, hour) => `dashboard:greeting.${partOfDay(hour)}`);
  const keys = [...new Set([...usedKeys(featureDir), ...greetings])];

  it('finds the keys in the source', () => {
    expect(keys).toContain('dashboard:survey.submit');
    expect(keys).toContain('dashboard:deleteAccount.confirm');
  });

  it.each(['pt-BR', 'en-US', 'es'])('has every text the dashboard uses in %s', (language) => {
    const missing = keys.filter((entry) => {
      const [namespace = '', key = ''] = entry.split(':');
      return typeof lookUp(catalogue(language, namespace), key) !== 'string';
    });
    expect(missing).toEqual([]);
  });
});
