import { describe, expect, it } from 'vitest';
import { foldForSearch } from './foldForSearch.ts';

describe('foldForSearch', () => {
  it('drops case, accents and surrounding spaces', () => {
    expect(foldForSearch('  JOÃO Conceição ')).toBe('joao conceicao');
    expect(foldForSearch('Ángel Muñoz')).toBe('angel munoz');
  });
});
