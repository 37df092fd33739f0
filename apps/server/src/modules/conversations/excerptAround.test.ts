import { describe, expect, it } from 'vitest';
import { excerptAround } from './excerptAround.ts';

describe('excerptAround', () => {
  it('keeps a short message whole', () => {
    expect(excerptAround('Olá, quero o boleto', 'boleto')).toBe('Olá, quero o boleto');
  });
  it('cuts around the match, found without case or accents', () => {
    const text = `${'a'.repeat(100)} Não recebi o PEDIDO ${'b'.repeat(200)}`;
    const excerpt = excerptAround(text, 'nao recebi');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('Não recebi o PEDIDO');
  });
});
