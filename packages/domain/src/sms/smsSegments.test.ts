import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gsm7Basic, gsm7Extension } from './gsm7Alphabet.ts';
import { smsSegments } from './smsSegments.ts';

const a = (count: number) => 'a'.repeat(count);
const emoji = '😀';

// Reference table: texts whose split is known from 3GPP TS 23.038 and the providers' segment
// calculators (encoding, units, segments).
const reference: [string, string, 'gsm7' | 'ucs2', number, number][] = [
  ['empty', '', 'gsm7', 0, 0],
  ['plain ASCII', 'Hello world', 'gsm7', 11, 1],
  ['160 GSM-7 characters', a(160), 'gsm7', 160, 1],
  ['161 GSM-7 characters', a(161), 'gsm7', 161, 2],
  ['306 GSM-7 characters', a(306), 'gsm7', 306, 2],
  ['307 GSM-7 characters', a(307), 'gsm7', 307, 3],
  ['Greek capitals of the basic table', 'ΔΦΓΛΩΠΨΣΘΞ', 'gsm7', 10, 1],
  ['accents of the basic table', 'àèéùìòÇÄÖÑÜäöñüÉ', 'gsm7', 16, 1],
  ['80 euro signs (extension, 2 each)', '€'.repeat(80), 'gsm7', 160, 1],
  ['81 euro signs', '€'.repeat(81), 'gsm7', 162, 2],
  ['every extension character', '^{}\\[~]|€\f', 'gsm7', 20, 1],
  ['an escape pair never cut across parts', `${a(152)}€${a(8)}`, 'gsm7', 162, 2],
  ['an escape pair at a part boundary', `${a(152)}€${a(153)}`, 'gsm7', 307, 3],
  ['Portuguese with ã is UCS-2', 'Não', 'ucs2', 3, 1],
  ['lowercase ç is not GSM-7', 'ç', 'ucs2', 1, 1],
  ['70 UCS-2 code units', `${a(69)}á`, 'ucs2', 70, 1],
  ['71 UCS-2 code units', `${a(70)}á`, 'ucs2', 71, 2],
  ['134 UCS-2 code units', `${a(133)}õ`, 'ucs2', 134, 2],
  ['135 UCS-2 code units', `${a(134)}õ`, 'ucs2', 135, 3],
  ['35 emoji (2 code units each)', emoji.repeat(35), 'ucs2', 70, 1],
  ['36 emoji', emoji.repeat(36), 'ucs2', 72, 2],
  ['67 emoji: a surrogate pair is never cut, so 33 a part', emoji.repeat(67), 'ucs2', 134, 3],
  ['extension characters in UCS-2 count once', `€ã${a(68)}`, 'ucs2', 70, 1],
];

const basic = [...gsm7Basic];
const extension = [...gsm7Extension];
const gsm7Text = fc.array(fc.constantFrom(...basic, ...extension), { maxLength: 700 }).map((c) => c.join(''));
// Characters of the Basic Multilingual Plane outside GSM-7 (no surrogates).
const ucs2Only = fc
  .integer({ min: 0xa0, max: 0xd7ff })
  .map((code) => String.fromCharCode(code))
  .filter((character) => !gsm7Basic.has(character) && !gsm7Extension.has(character));
const bmpText = fc.array(fc.constantFrom(...basic, ...extension, 'ã', 'õ', 'ç', 'á'), { maxLength: 500 });

describe('smsSegments', () => {
  it.each(reference)('%s', (_name, text, encoding, units, segments) => {
    expect(smsSegments(text)).toMatchObject({ encoding, units, segments });
  });

  it('counts GSM-7 basic text 160 in one part, then 153 a part', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...basic), { maxLength: 800 }), (characters) => {
        const length = characters.length;
        const expected = length === 0 ? 0 : length <= 160 ? 1 : Math.ceil(length / 153);
        expect(smsSegments(characters.join(''))).toMatchObject({
          encoding: 'gsm7',
          units: length,
          segments: expected,
        });
      }),
    );
  });

  it('counts each extension character as two septets', () => {
    fc.assert(
      fc.property(gsm7Text, (text) => {
        const extensions = [...text].filter((character) => gsm7Extension.has(character)).length;
        expect(smsSegments(text).units).toBe([...text].length + extensions);
      }),
    );
  });

  it('makes the whole message UCS-2 when one character is outside GSM-7: 70, then 67 a part', () => {
    fc.assert(
      fc.property(bmpText, ucs2Only, fc.nat(), (characters, outsider, at) => {
        characters.splice(at % (characters.length + 1), 0, outsider);
        const units = characters.length;
        const expected = units <= 70 ? 1 : Math.ceil(units / 67);
        expect(smsSegments(characters.join(''))).toMatchObject({
          encoding: 'ucs2',
          units,
          segments: expected,
        });
      }),
    );
  });

  it('never takes fewer parts when text is added, and says how much room the last part has', () => {
    fc.assert(
      fc.property(gsm7Text, fc.string({ unit: 'grapheme', maxLength: 40 }), (text, more) => {
        const before = smsSegments(text);
        const after = smsSegments(text + more);
        expect(after.segments).toBeGreaterThanOrEqual(before.segments);
        expect(after.remaining).toBeGreaterThanOrEqual(0);
        expect(after.remaining).toBeLessThan(after.perSegment + 1);
      }),
    );
  });
});
