import { errorCatalogue, errorMessage, isErrorCode, languages } from '@prosa/contracts';
import enUS from '@prosa/contracts/locales/en-US/errors.json' with { type: 'json' };
import es from '@prosa/contracts/locales/es/errors.json' with { type: 'json' };
import ptBR from '@prosa/contracts/locales/pt-BR/errors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { CatalogueError } from './CatalogueError.ts';

// The server answers every error from this catalogue (packages/contracts), so its completeness is
// what keeps an API answer from ever showing a raw code to a user.
const trees: Record<string, unknown> = { 'pt-BR': ptBR, 'en-US': enUS, es };
const codes = Object.keys(errorCatalogue);
const lookUp = (tree: unknown, code: string) =>
  code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
// A code's text, or its plural forms (a text given a count) joined: every form must be there.
const textAt = (tree: unknown, code: string, language: string) => {
  const text = lookUp(tree, code);
  if (typeof text === 'string' || lookUp(tree, `${code}_other`) === undefined) return text;
  const forms = new Intl.PluralRules(language)
    .resolvedOptions()
    .pluralCategories.map((form) => lookUp(tree, `${code}_${form}`));
  return forms.every((form) => typeof form === 'string' && form.trim() !== '') ? forms.join(' ') : undefined;
};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it.each(languages)('has a non-empty %s text for every code', (language) => {
    const missing = codes.filter((code) => {
      const text = textAt(trees[language], code, language);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    for (const code of codes) {
      const expected = [...new Set(placeholders(String(textAt(ptBR, code, 'pt-BR'))))];
      for (const language of languages)
        expect(
          [...new Set(placeholders(String(textAt(trees[language], code, language))))],
          `${language} ${code}`,
        ).toEqual(expected);
    }
  });

  it('gives every code an HTTP error status', () => {
    for (const status of Object.values(errorCatalogue)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });

  it('tells codes from other strings, inherited names included', () => {
    expect(isErrorCode('auth.wrongCredentials')).toBe(true);
    expect(isErrorCode('auth.nothing')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('constructor')).toBe(false);
  });

  it('carries the status of its code in CatalogueError', () => {
    const error = new CatalogueError('auth.tooManyAttempts', { count: 3 });
    expect(error.status).toBe(429);
    expect(error.params).toEqual({ count: 3 });
  });
});

describe('errorMessage', () => {
  it('interpolates parameters in each language', () => {
    expect(errorMessage('auth.tooManyAttempts', 'en-US', { count: 12 })).toBe(
      'Too many attempts. Wait 12 minutes and try again.',
    );
    expect(errorMessage('auth.tooManyAttempts', 'pt-BR', { count: 3 })).toContain('Aguarde 3 minutos');
    expect(errorMessage('auth.tooManyAttempts', 'es', { count: 7 })).toContain('Espere 7 minutos');
  });

  it('writes a count with its plural form, as the panel does', () => {
    expect(errorMessage('generic.tooManyRequests', 'pt-BR', { count: 1 })).toContain('Aguarde 1 segundo e');
    expect(errorMessage('generic.tooManyRequests', 'en-US', { count: 1 })).toContain('Wait 1 second and');
    expect(errorMessage('live.slowDown', 'es', { count: 1 })).toContain('Espera 1 segundo e');
    expect(errorMessage('live.slowDown', 'es', { count: 30 })).toContain('Espera 30 segundos');
    expect(errorMessage('auth.tooManyAttempts', 'pt-BR', { count: 1_000_000 })).toContain('1000000 minutos');
  });

  it('leaves no placeholder behind when a parameter is missing', () => {
    expect(errorMessage('auth.tooManyAttempts', 'en-US')).not.toContain('{{');
    expect(errorMessage('auth.tooManyAttempts', 'en-US')).toContain('Too many attempts.');
  });

  it('falls back to pt-BR for an unknown language and to the unexpected text for an unknown code', () => {
    expect(errorMessage('auth.wrongCredentials', 'fr')).toBe('Usuário ou senha incorretos.');
    expect(errorMessage('no.such.code', 'en-US')).toBe(errorMessage('generic.unexpected', 'en-US'));
  });
});
