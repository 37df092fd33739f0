import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every literal key a folder's code passes to t(), as "namespace:key". A file's default namespace
// is the one its first useTranslation() names (common when it names none). For tests only: it
// reads the source files.
export function findTranslationKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const namespace = source.match(/useTranslation\(\s*'([^']+)'/)?.[1] ?? 'common';
      return [...source.matchAll(/\bt\(\s*'([^']+)'/g)].map(([, key = '']) =>
        key.includes(':') ? key : `${namespace}:${key}`,
      );
    });
}

// The literal keys a folder's code passes a `count` to, as "namespace:key": i18next picks their
// plural form by it, so each needs one per plural category (findMissingTranslations checks).
export function findCountedKeys(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(dir, file), 'utf8');
      const namespace = source.match(/useTranslation\(\s*'([^']+)'/)?.[1] ?? 'common';
      return [...source.matchAll(/\bt\(\s*'([^']+)',\s*\{([^{}]*)\}/g)]
        .filter(([, , options = '']) => /\bcount\b/.test(options))
        .map(([, key = '']) => (key.includes(':') ? key : `${namespace}:${key}`));
    });
}
