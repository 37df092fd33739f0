import { describe, expect, it } from 'vitest';
import { pickLanguage } from './languages.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'pt-BR'],
    [42, 'pt-BR'],
    ['', 'pt-BR'],
    ['fr-FR, de', 'pt-BR'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['en-GB,en;q=0.9', 'en-US'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['es-AR', 'es'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['fr;q=1, es;q=0.8, en;q=0.5', 'es'],
    ['EN-us', 'en-US'],
    [' es-419 ', 'es'],
  ])('picks from %s the language %s', (header, language) => {
    expect(pickLanguage(header)).toBe(language);
  });
});
