import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numericFilterValue } from './numericFilterValue.ts';

describe('numericFilterValue', () => {
  it('reads numbers in either convention', () => {
    expect(numericFilterValue('1.234,56')).toBe(1234.56);
    expect(numericFilterValue('1234.56')).toBe(1234.56);
    expect(numericFilterValue('1,234.56')).toBe(1234.56);
    expect(numericFilterValue(' -7,5 ')).toBe(-7.5);
    expect(numericFilterValue('10')).toBe(10);
  });

  it('answers null for what is not a number', () => {
    for (const value of ['', 'abc', '1.2.3,4,5', '10%', '1,']) expect(numericFilterValue(value)).toBeNull();
  });

  it('reads back any number written with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(numericFilterValue(text)).toBeCloseTo(cents / 100, 2);
        expect(numericFilterValue(text.replace('.', ','))).toBeCloseTo(cents / 100, 2);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(fc.property(fc.string(), (text) => void numericFilterValue(text)));
  });
});
