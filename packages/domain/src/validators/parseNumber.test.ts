import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumber } from './parseNumber.ts';

describe('parseNumber', () => {
  it.each([
    ['42', '42'],
    ['-7', '-7'],
    ['+3', '3'],
    ['3,14', '3.14'],
    ['3.14159', '3.14159'],
    ['1.500', '1500'],
    ['1,234.5', '1234.5'],
    ['1.234,50', '1234.5'],
    ['0.125', '0.125'],
    ['007', '7'],
    ['-0', '0'],
    [' 12 ', '12'],
  ])('reads %s as %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });

  it.each(['', 'dez', '1,2,3.4', '1..2', '--1', '1e5', '12,', '0x10'])('refuses %s', (text) => {
    expect(parseNumber(text)).toBeNull();
  });

  it('reads back any integer and any decimal written with a point or a comma', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('.', ','),
        (integer, fraction, mark) => {
          expect(parseNumber(String(integer))).toBe(String(integer));
          if (fraction % 10 === 0) return;
          const text = `${integer}${mark}${String(fraction).padStart(2, '0')}`;
          expect(Number(parseNumber(text))).toBeCloseTo(
            Number(`${integer}.${String(fraction).padStart(2, '0')}`),
            6,
          );
        },
      ),
    );
  });
});
