import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brazilianAreaCodes, parsePhone } from './parsePhone.ts';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));
const areaCode = fc.constantFrom(...[...brazilianAreaCodes].map(String));
const mobile = fc.tuple(areaCode, digits(8)).map(([area, rest]) => `${area}9${rest}`);
const landline = fc
  .tuple(areaCode, fc.integer({ min: 2, max: 5 }), digits(7))
  .map(([a, first, rest]) => `${a}${first}${rest}`);
const national = fc.oneof(mobile, landline);
const typed = (number: string) => {
  const area = number.slice(0, 2);
  const subscriber = number.slice(2);
  const split = subscriber.length - 4;
  return fc.constantFrom(
    number,
    `(${area}) ${subscriber.slice(0, split)}-${subscriber.slice(split)}`,
    `+55 ${area} ${subscriber}`,
    `55${number}`,
    `0${area} ${subscriber}`,
  );
};

describe('parsePhone', () => {
  it('reads Brazilian numbers as E.164', () => {
    expect(parsePhone('(11) 91234-5678')).toBe('+5511912345678');
    expect(parsePhone('+55 21 3456-7890')).toBe('+552134567890');
    expect(parsePhone('5511912345678')).toBe('+5511912345678');
  });

  it('accepts other countries with a "+"', () => {
    expect(parsePhone('+1 (212) 555-0123')).toBe('+12125550123');
    expect(parsePhone('+351 912 345 678')).toBe('+351912345678');
  });

  it('refuses invalid area codes, short or long numbers, mobiles without the 9 and letters', () => {
    for (const text of [
      '(10) 91234-5678',
      '(20) 3456-7890',
      '11 81234-5678',
      '11 1234-5678',
      '1234',
      '+12',
      '+1234567890123456',
      '11 9123A-5678',
      '+55 11 1234-5678',
      '',
    ])
      expect(parsePhone(text), text).toBeNull();
  });

  it('accepts every generated Brazilian number in any usual typing', () => {
    fc.assert(
      fc.property(
        national.chain((number) => typed(number).map((text) => [number, text] as const)),
        ([number, text]) => {
          expect(parsePhone(text)).toBe(`+55${number}`);
        },
      ),
    );
  });

  it('refuses a Brazilian mobile whose 9 is missing', () => {
    fc.assert(
      fc.property(areaCode, fc.integer({ min: 6, max: 8 }), digits(7), (area, first, rest) => {
        expect(parsePhone(`${area}${first}${rest}`)).toBeNull();
      }),
    );
  });
});
