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
const textAt = (tree: unknown, code: string) =>
  code.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it.each(languages)('has a non-empty %s text for every code', (language) => {
    const missing = codes.filter((code) => {
      const text = textAt(trees[language], code);
      return typeof text !== 'string' || text.trim() === '';
    });
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders in every language', () => {
    for (const code of codes) {
      const expected = placeholders(String(textAt(ptBR, code)));
      for (const language of languages)
        expect(placeholders(String(textAt(trees[language], code))), `${language} ${code}`).toEqual(expected);
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
    const error = new CatalogueError('auth.tooManyAttempts', { minutes: 3 });
    expect(error.status).toBe(429);
    expect(error.params).toEqual({ minutes: 3 });
  });
});

describe('errorMessage', () => {
  it('interpolates parameters in each language', () => {
    expect(errorMessage('auth.tooManyAttempts', 'en-US', { minutes: 12 })).toBe(
      'Too many attempts. Wait 12 minutes and try again.',
    );
    expect(errorMessage('auth.tooManyAttempts', 'pt-BR', { minutes: 3 })).toContain('Aguarde 3 minutos');
    expect(errorMessage('auth.tooManyAttempts', 'es', { minutes: 7 })).toContain('Espere 7 minutos');
  });

  it('leaves no placeholder behind when a parameter is missing', () => {
    expect(errorMessage('auth.tooManyAttempts', 'en-US')).not.toContain('{{');
  });

  it('falls back to pt-BR for an unknown language and to the unexpected text for an unknown code', () => {
    expect(errorMessage('auth.wrongCredentials', 'fr')).toBe('Usuário ou senha incorretos.');
    expect(errorMessage('no.such.code', 'en-US')).toBe(errorMessage('generic.unexpected', 'en-US'));
  });
});
