import { type CrmFieldType, crmFieldTypes } from '@prosa/contracts';
import fc from 'fast-check';
import { type CountryCode, getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../validators/parseCnpj.ts';
import { cpfCheckDigits } from '../validators/parseCpf.ts';
import { validateFieldValue } from './validateFieldValue.ts';

const fieldOf = (type: CrmFieldType, options: string[] = []): Parameters<typeof validateFieldValue>[0] => ({
  type,
  options,
  currency: type === 'currency' ? 'BRL' : null,
  required: false,
});
const check = (type: CrmFieldType, raw: string, options?: string[]) =>
  validateFieldValue(fieldOf(type, options), raw);
const accepts = (type: CrmFieldType, raw: string, value: string, options?: string[]) =>
  expect(check(type, raw, options)).toEqual({ ok: true, value });
const refuses = (type: CrmFieldType, raw: string, code: string, options?: string[]) =>
  expect(check(type, raw, options)).toEqual({ ok: false, code });

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const validCpf = digits(9)
  .map((body) => body + cpfCheckDigits(body))
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf));
const validCnpj = digits(12)
  .map((body) => body + cnpjCheckDigits(body))
  .filter((cnpj) => !/^(\d)\1{13}$/.test(cnpj));
const changeDigit = (text: string, position: number, by: number) =>
  text.slice(0, position) + ((Number(text[position]) + by) % 10) + text.slice(position + 1);

const anyText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.stringMatching(/^[+\d\s().\-/,]{0,30}$/),
);

describe('validateFieldValue', () => {
  it('accepts an empty or blank value of any type as cleared', () => {
    for (const type of crmFieldTypes) accepts(type, '  ', '');
  });

  it('refuses any value over the contract limit', () => {
    refuses('largeText', 'a'.repeat(5001), 'contacts.valueTooLong');
    accepts('largeText', ' line one\n\nline two ', 'line one\n\nline two');
  });

  it('trims text and keeps names on single spaces, letters and digits alike', () => {
    accepts('text', '  Rua  das Flores ', 'Rua  das Flores');
    accepts('name', ' Maria   da  Silva ', 'Maria da Silva');
    accepts('name', '3M do Brasil', '3M do Brasil');
  });

  it('checks e-mails and keeps them lower-cased', () => {
    accepts('email', ' Ana.Souza@Example.COM ', 'ana.souza@example.com');
    for (const raw of ['ana@', 'ana@example', 'ana souza@example.com', '@example.com'])
      refuses('email', raw, 'contacts.emailInvalid');
  });

  it('reads numbers as integers and decimals in either convention', () => {
    accepts('number', '1.500', '1500');
    accepts('number', '-42', '-42');
    refuses('number', '1,5', 'contacts.numberInvalid');
    refuses('number', 'dez', 'contacts.numberInvalid');
    accepts('decimal', '1.234,50', '1234.5');
    accepts('decimal', '0.25', '0.25');
    refuses('decimal', '1,2,3', 'contacts.numberInvalid');
  });

  it('stores money with two decimal places', () => {
    accepts('currency', 'R$ 1.234,5', '1234.50');
    accepts('currency', 'US$ 1,234.56', '1234.56');
    accepts('currency', '10', '10.00');
    refuses('currency', '-5', 'contacts.numberInvalid');
    refuses('currency', '1.234,567', 'contacts.numberInvalid');
    refuses('currency', 'dez reais', 'contacts.numberInvalid');
  });

  it('takes dates as real ISO calendar days', () => {
    accepts('date', '2024-02-29', '2024-02-29');
    for (const raw of ['2023-02-29', '2024-13-01', '2024-1-5', '29/02/2024', 'ontem'])
      refuses('date', raw, 'contacts.dateInvalid');
  });

  it('takes only http and https addresses', () => {
    accepts('url', ' https://prosa.example/a?b=1 ', 'https://prosa.example/a?b=1');
    accepts('url', 'http://localhost:3000', 'http://localhost:3000');
    for (const raw of [
      'javascript:alert(1)',
      'ftp://files.example',
      'prosa.example',
      'https://',
      'http://a b',
    ])
      refuses('url', raw, 'contacts.urlInvalid');
  });

  it('takes international phones valid for their country as E.164', () => {
    accepts('phone', '+55 11 91234-5678', '+5511912345678');
    accepts('phone', '+55 (11) 3456-7890', '+551134567890');
    accepts('phone', '+1 201 555 0123', '+12015550123');
    for (const raw of ['11 91234-5678', '+55 11 1234', '+55 00 91234-5678', '+1 555', 'tel +5511912345678'])
      refuses('phone', raw, 'contacts.phoneInvalid');
  });

  it('takes only one of the list options', () => {
    accepts('list', ' Ouro ', 'Ouro', ['Ouro', 'Prata']);
    refuses('list', 'Bronze', 'contacts.optionInvalid', ['Ouro', 'Prata']);
    refuses('list', 'ouro', 'contacts.optionInvalid', ['Ouro', 'Prata']);
  });

  it('takes attachment references up to 2000 characters', () => {
    accepts('image', 'uploads/abc.png', 'uploads/abc.png');
    accepts('file', 'x'.repeat(2000), 'x'.repeat(2000));
    refuses('file', 'x'.repeat(2001), 'contacts.valueTooLong');
  });

  it('checks CPF and CNPJ digits and keeps them bare', () => {
    accepts('cpf', '529.982.247-25', '52998224725');
    refuses('cpf', '529.982.247-26', 'contacts.cpfInvalid');
    refuses('cpf', '111.111.111-11', 'contacts.cpfInvalid');
    accepts('cnpj', '11.222.333/0001-81', '11222333000181');
    refuses('cnpj', '11.222.333/0001-82', 'contacts.cnpjInvalid');
  });

  it('shows CEPs as 00000-000', () => {
    accepts('cep', '01310100', '01310-100');
    accepts('cep', '01.310-100', '01310-100');
    for (const raw of ['0131010', '01310-1000', 'CEP 01310-100']) refuses('cep', raw, 'contacts.cepInvalid');
  });

  it('accepts every generated CPF and refuses any single changed check digit', () => {
    fc.assert(
      fc.property(
        validCpf,
        fc.integer({ min: 9, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (cpf, at, by) => {
          accepts('cpf', cpf, cpf);
          refuses('cpf', changeDigit(cpf, at, by), 'contacts.cpfInvalid');
        },
      ),
    );
  });

  it('accepts every generated CNPJ and refuses any single changed check digit', () => {
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 12, max: 13 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, at, by) => {
          accepts('cnpj', cnpj, cnpj);
          refuses('cnpj', changeDigit(cnpj, at, by), 'contacts.cnpjInvalid');
        },
      ),
    );
  });

  // Mod 11 maps remainders 0 and 1 to the same check digit, so a changed body digit very rarely
  // keeps both: such a value is accepted exactly when the arithmetic itself cannot tell.
  it('refuses a changed body digit of a CPF or CNPJ unless its check digits still match', () => {
    fc.assert(
      fc.property(validCpf, fc.integer({ min: 0, max: 8 }), fc.integer({ min: 1, max: 9 }), (cpf, at, by) => {
        const changed = changeDigit(cpf, at, by);
        const stillMatches =
          cpfCheckDigits(changed.slice(0, 9)) === cpf.slice(9) && !/^(\d)\1{10}$/.test(changed);
        expect(check('cpf', changed).ok).toBe(stillMatches);
      }),
    );
    fc.assert(
      fc.property(
        validCnpj,
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 9 }),
        (cnpj, at, by) => {
          const changed = changeDigit(cnpj, at, by);
          const stillMatches =
            cnpjCheckDigits(changed.slice(0, 12)) === cnpj.slice(12) && !/^(\d)\1{13}$/.test(changed);
          expect(check('cnpj', changed).ok).toBe(stillMatches);
        },
      ),
    );
  });

  it("accepts every country's example mobile, as the form composes it", () => {
    const countries: CountryCode[] = ['BR', 'US', 'PT', 'AR', 'MX', 'ES', 'DE', 'GB', 'FR', 'IN', 'JP', 'AO'];
    fc.assert(
      fc.property(fc.constantFrom(...countries), (country) => {
        const example = getExampleNumber(country, examples);
        expect(example).toBeDefined();
        if (example) accepts('phone', example.formatInternational(), example.number);
      }),
    );
  });

  it('answers ok or a code, never throws, on any text for any type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...crmFieldTypes), anyText, (type, raw) => {
        const result = check(type, raw, ['a']);
        expect(result.ok ? typeof result.value : result.code).toMatch(/^(string|contacts\.\w+)$/);
      }),
      { numRuns: 2000 },
    );
  });
});
