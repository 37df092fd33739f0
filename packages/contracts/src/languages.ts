export const languages = ['pt-BR', 'en-US', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

// The best of our languages for an Accept-Language header or a single tag (a page's `lang`,
// `navigator.language`): any regional variant counts as ours ('en-GB' → 'en-US', 'es-MX' → 'es',
// 'pt' → 'pt-BR'), the first tag we speak wins, and the default answers when none is ours. The
// widget and the server both use it, so the widget's first guess is the server's answer too.
export function pickLanguage(header: unknown): Language {
  if (typeof header !== 'string') return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en-US';
    if (tag.startsWith('es')) return 'es';
  }
  return defaultLanguage;
}
