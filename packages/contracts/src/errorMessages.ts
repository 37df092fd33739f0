import { isErrorCode } from './errorCodes.ts';
import { defaultLanguage, isLanguage, type Language } from './languages.ts';
import enUS from './locales/en-US/errors.json' with { type: 'json' };
import es from './locales/es/errors.json' with { type: 'json' };
import ptBR from './locales/pt-BR/errors.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const catalogues: Record<Language, Tree> = { 'pt-BR': ptBR, 'en-US': enUS, es };

// Server-side rendering of a catalogue code, for API answers, e-mails and logs.
export function errorMessage(
  code: string,
  language: string = defaultLanguage,
  params: Record<string, string | number> = {},
) {
  const key = isErrorCode(code) ? code : 'generic.unexpected';
  const tree = catalogues[isLanguage(language) ? language : defaultLanguage];
  const text = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  const template = typeof text === 'string' ? text : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
