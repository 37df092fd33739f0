import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, parseCnpj } from './parseCnpj.ts';

const numericBody = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .map((d) => d.join(''));
const alphanumericBody = fc
  .array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 12, maxLength: 12 })
  .map((chars) => chars.join(''));
const toCnpj = (body: string) => body + cnpjCheckDigits(body);
const isRepeated = (cnpj: string) => /^(.)\1{13}$/.test(cnpj);
const validCnpj = fc
  .oneof(numericBody, alphanumericBody)
  .map(toCnpj)
  .filter((cnpj) => !isRepeated(cnpj));
const format = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
const changeDigit = (text: string, position: number, by: number) =>
  text.slice(0, position) + ((Number(text[position]) + by) % 10) + text.slice(position + 1);

describe('parseCnpj', () => {
  it('accepts known CNPJs, numeric and alphanumeric (Receita Federal, July 2026)', () => {
    expect(parseCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(parseCnpj('11222333000181')).toBe('11222333000181');
    expect(parseCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(parseCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('refuses wrong check digits, lengths, letters in the check digits and repeated characters', () => {
    for (const text of [
      '11.222.333/0001-82',
      '1122233300018',
      '112223330001811',
      '12ABC34501DE3A',
      '00.000.000/0000-00',
      '',
      '12#ABC',
    ])
      expect(parseCnpj(text)).toBeNull();
  });

  it('accepts every generated CNPJ, plain or punctuated', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(parseCnpj(cnpj)).toBe(cnpj);
        expect(parseCnpj(format(cnpj).toLowerCase())).toBe(cnpj);
      }),
    );
  });

  it('refuses any change of a single check digit', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, position, by) => {
          expect(parseCnpj(changeDigit(cnpj, position, by))).toBeNull();
        },
      ),
    );
  });

  // As with CPF, mod 11 folds remainders 0 and 1 together, so a rare body change keeps both check
  // digits (10.000.000/0009-00 and 30.000.000/0009-00 are both valid); the parser agrees with the
  // arithmetic, never more lenient.
  it('refuses a changed body digit unless the arithmetic itself cannot tell', () => {
    fc.assert(
      fc.property(
        numericBody.map(toCnpj),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, position, by) => {
          const changed = changeDigit(cnpj, position, by);
          const stillMatches =
            cnpjCheckDigits(changed.slice(0, 12)) === cnpj.slice(12) && !isRepeated(changed);
          expect(parseCnpj(changed)).toBe(stillMatches ? changed : null);
        },
      ),
      { numRuns: 2000 },
    );
    expect(parseCnpj('10000000000900')).not.toBeNull();
    expect(parseCnpj('30000000000900')).not.toBeNull();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseCnpj(text)));
  });
});
