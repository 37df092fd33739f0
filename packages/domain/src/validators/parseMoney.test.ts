import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, parseMoney } from './parseMoney.ts';

const group = (integer: string, separator: string) => integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
const cents = fc.integer({ min: 0, max: 10_000_000_000 });

describe('parseMoney', () => {
  it.each([
    ['R$ 1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234', 123400],
    ['1,234', 123400],
    ['US$ 1,234.56', 123456],
    ['$10', 1000],
    ['10 reais', 1000],
    ['0,5', 50],
    ['1.234.567,8', 123456780],
    ['USD 99.90', 9990],
    ['R$1.000.000', 100000000],
  ])('reads %s as %d cents', (text, expected) => {
    expect(parseMoney(text)).toBe(expected);
  });

  it.each([
    '-10',
    '10,',
    '1.23.4',
    '12,345,67',
    '1,2345',
    '1.234,567',
    'abc',
    '',
    'R$',
    '10 euros',
    '1.234.56',
    '01.234',
  ])('refuses %s', (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it('reads any amount written in the Brazilian or the American way', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), fc.boolean(), (amount, isBrazilian, isGrouped) => {
        const integer = String(Math.trunc(amount / 100));
        const fraction = String(amount % 100).padStart(2, '0');
        const [thousands, decimal] = isBrazilian ? ['.', ','] : [',', '.'];
        const text = `${isBrazilian ? 'R$ ' : 'US$ '}${isGrouped ? group(integer, thousands) : integer}${decimal}${fraction}`;
        expect(parseMoney(text)).toBe(amount);
      }),
    );
  });

  it('keeps the amount through its stored form', () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(parseMoney(formatCents(amount))).toBe(amount);
      }),
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseMoney(text)));
  });
});
