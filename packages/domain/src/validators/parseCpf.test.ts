import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpfCheckDigits, parseCpf } from './parseCpf.ts';

const body = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((digits) => digits.join(''));
const validCpf = body.map((nine) => nine + cpfCheckDigits(nine)).filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
const format = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const changeDigit = (text: string, position: number, by: number) =>
  text.slice(0, position) + ((Number(text[position]) + by) % 10) + text.slice(position + 1);

describe('parseCpf', () => {
  it('accepts known CPFs, plain or punctuated, and keeps the digits', () => {
    expect(parseCpf('529.982.247-25')).toBe('52998224725');
    expect(parseCpf(' 52998224725 ')).toBe('52998224725');
    expect(parseCpf('111.444.777-35')).toBe('11144477735');
  });

  it('refuses wrong check digits, wrong lengths, letters and repeated digits', () => {
    for (const text of [
      '529.982.247-26',
      '5299822472',
      '529982247250',
      '529.982.247-2a',
      '111.111.111-11',
      '',
      'cpf',
    ])
      expect(parseCpf(text)).toBeNull();
  });

  it('accepts every generated CPF, in either form', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(parseCpf(cpf)).toBe(cpf);
        expect(parseCpf(format(cpf))).toBe(cpf);
      }),
    );
  });

  it('refuses any change of a single check digit', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, by) => {
          expect(parseCpf(changeDigit(cpf, position, by))).toBeNull();
        },
      ),
    );
  });

  // Mod 11 maps remainders 0 and 1 to the same digit, so one body change in ten thousand or so
  // keeps both check digits. The property is therefore: a changed CPF is accepted exactly when its
  // check digits still match — never by accident of the parser.
  it('refuses a changed body digit unless the arithmetic itself cannot tell', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, position, by) => {
          const changed = changeDigit(cpf, position, by);
          const stillMatches =
            cpfCheckDigits(changed.slice(0, 9)) === cpf.slice(9) && !/^(\d)\1{10}$/.test(changed);
          expect(parseCpf(changed)).toBe(stillMatches ? changed : null);
        },
      ),
      { numRuns: 2000 },
    );
    // That collision, concretely: the first digit one higher, the same check digits.
    expect(parseCpf('100.000.001-08')).toBe('10000000108');
    expect(parseCpf('200.000.001-08')).toBe('20000000108');
  });

  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseCpf(text)));
  });
});
