import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseName } from './parseName.ts';

describe('parseName', () => {
  it('accepts names in any script with the usual punctuation, single-spaced', () => {
    expect(parseName('  João   da Silva ')).toBe('João da Silva');
    expect(parseName("Anne-Marie O'Neil")).toBe("Anne-Marie O'Neil");
    expect(parseName('José Mª. Núñez')).toBe('José Mª. Núñez');
    expect(parseName('李小龍')).toBe('李小龍');
  });

  it('refuses digits, symbols, one letter and overlong text', () => {
    for (const text of ['A', 'João2', 'ana@x.com', '-Ana', '', '  ', 'x'.repeat(101)])
      expect(parseName(text), text).toBeNull();
  });

  it('refuses any name with a digit in it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2,20}$/), fc.integer({ min: 0, max: 9 }), (name, digit) => {
        expect(parseName(`${name}${digit}`)).toBeNull();
        expect(parseName(name)).toBe(name);
      }),
    );
  });
});
