import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from './phoneValue.ts';

describe('phone values', () => {
  it('composes the international form from the country and the number', () => {
    expect(composePhone('BR', '11 91234-5678')).toBe('+55 11 91234-5678');
    expect(composePhone('US', ' 202 555 0100 ')).toBe('+1 202 555 0100');
    expect(composePhone('BR', '  ')).toBe('');
  });

  it('splits a stored phone back into its country and number', () => {
    expect(splitPhone('+55 11 91234-5678', 'BR')).toEqual({ country: 'BR', number: '11 91234-5678' });
    expect(splitPhone('+351 912 345 678', 'BR')).toEqual({ country: 'PT', number: '912 345 678' });
    expect(splitPhone('11 9999', 'BR')).toEqual({ country: 'BR', number: '11 9999' });
  });
});

describe('a calling code shared by several countries', () => {
  it('reads as its main country', () => {
    expect(splitPhone('+1 202 555 0100', 'BR').country).toBe('US');
  });
});
