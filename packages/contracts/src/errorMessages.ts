import { isErrorCode } from './errorCodes.ts';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';
import enUS from './locales/en-US/errors.json' with { type: 'json' };
import es from './locales/es/errors.json' with { type: 'json' };
import ptBR from './locales/pt-BR/errors.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const catalogues: Record<Language, Tree> = { 'pt-BR': ptBR, 'en-US': enUS, es };

const lookUp = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );

// A text given a count has plural forms, as i18next reads them in the panel: `key_zero` for 0 when
// there is one, else the form Intl.PluralRules picks (`key_one`, `key_many`, `key_other`);
// `key_other` without a count.
function textOf(tree: Tree, key: string, language: Language, count: unknown): string | undefined {
  const text = lookUp(tree, key);
  if (typeof text === 'string') return text;
  const other = lookUp(tree, `${key}_other`);
  const zero = count === 0 ? lookUp(tree, `${key}_zero`) : undefined;
  const form =
    typeof count === 'number'
      ? lookUp(tree, `${key}_${new Intl.PluralRules(language).select(count)}`)
      : other;
  return [zero, form, other].find((candidate): candidate is string => typeof candidate === 'string');
}

// Server-side rendering of a catalogue code, for API answers, e-mails and logs.
export function errorMessage(
  code: string,
  language: string = defaultLanguage,
  params: Record<string, string | number> = {},
) {
  const key = isErrorCode(code) ? code : 'generic.unexpected';
  const resolved = isLanguage(language) ? language : defaultLanguage;
  const template = textOf(catalogues[resolved], key, resolved, params.count) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
