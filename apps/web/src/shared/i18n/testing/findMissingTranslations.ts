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

// The plural forms a language needs (i18next picks them by Intl.PluralRules): pt-BR and es
// one/many/other, en-US one/other. `_zero`, for a count of 0, is optional.
export const pluralForms = (language: string) =>
  new Intl.PluralRules(language).resolvedOptions().pluralCategories;

// Whether the catalogue has the key's text: a string, or a plural form for each of the language's
// categories (key_one, key_other…). `isCounted`: the code passes a count, so a single string is
// not enough.
function hasText(tree: unknown, language: string, key: string, isCounted: boolean): boolean {
  const forms = pluralForms(language).map((form) => lookUp(tree, `${key}_${form}`));
  if (forms.every((form) => typeof form === 'string')) return true;
  return !isCounted && typeof lookUp(tree, key) === 'string';
}

// The "namespace:key" entries that some language has no text for, as "language namespace:key".
// `counted`: the keys the code passes a count to (findCountedKeys); each needs its plural forms.
export function findMissingTranslations(keys: string[], counted: string[] = []): string[] {
  return languages.flatMap((language) =>
    [...new Set([...keys, ...counted])]
      .filter((entry) => {
        const [namespace = '', key = ''] = entry.split(':');
        return !hasText(catalogue(language, namespace), language, key, counted.includes(entry));
      })
      .map((entry) => `${language} ${entry}`),
  );
}
