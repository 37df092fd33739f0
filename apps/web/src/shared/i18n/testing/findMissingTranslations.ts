import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages } from '@prosa/contracts';

const localesDir = join(import.meta.dirname, '../locales');
const errorsDir = join(import.meta.dirname, '../../../../../../packages/contracts/src/locales');

const lookUp = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

function catalogue(language: string, namespace: string): unknown {
  const dir = namespace === 'errors' ? errorsDir : localesDir;
  try {
    return JSON.parse(readFileSync(join(dir, language, `${namespace}.json`), 'utf8'));
  } catch {
    return {};
  }
}

// The "namespace:key" entries that some language has no text for, as "language namespace:key".
export function findMissingTranslations(keys: string[]): string[] {
  return languages.flatMap((language) =>
    [...new Set(keys)]
      .filter((entry) => {
        const [namespace = '', key = ''] = entry.split(':');
        return typeof lookUp(catalogue(language, namespace), key) !== 'string';
      })
      .map((entry) => `${language} ${entry}`),
  );
}
