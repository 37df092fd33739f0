import { describe, expect, it } from 'vitest';
import { findDuplicateIntention } from './findDuplicateIntention.ts';

describe('findDuplicateIntention', () => {
  it('finds an intention repeated whatever its accents and case', () => {
    expect(findDuplicateIntention([{ word: 'cartão' }, { word: 'pix' }, { word: 'CARTAO' }])).toBe('CARTAO');
    expect(findDuplicateIntention([{ word: 'Código rastreio' }, { word: 'codigo  rastreio' }])).toBe(
      'codigo  rastreio',
    );
  });

  it('accepts different intentions, even when one contains the other', () => {
    expect(
      findDuplicateIntention([{ word: 'pedido' }, { word: 'meu pedido' }, { word: 'pedidos' }]),
    ).toBeNull();
  });
});
