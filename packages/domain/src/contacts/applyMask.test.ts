import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask } from './applyMask.ts';
import { defaultMasks } from './defaultMasks.ts';

describe('applyMask', () => {
  it('shows documents through the default masks', () => {
    expect(applyMask(defaultMasks.cpf ?? '', '52998224725')).toBe('529.982.247-25');
    expect(applyMask(defaultMasks.cnpj ?? '', '11222333000181')).toBe('11.222.333/0001-81');
    expect(applyMask(defaultMasks.cep ?? '', '01310-100')).toBe('01310-100');
  });

  it("skips the value's own punctuation", () => {
    expect(applyMask('000.000.000-00', '529.982.247-25')).toBe('529.982.247-25');
    expect(applyMask('(00) 00000-0000', '11 91234 5678')).toBe('(11) 91234-5678');
  });

  it('places letters and any characters in their slots', () => {
    expect(applyMask('AAA-0000', 'abc1234')).toBe('abc-1234');
    expect(applyMask('**/**', 'x1y2')).toBe('x1/y2');
  });

  it('ends a short value on its last character', () => {
    expect(applyMask('000.000.000-00', '5299')).toBe('529.9');
    expect(applyMask('000.000', '')).toBe('');
  });

  it('shows a value the mask cannot hold as stored', () => {
    expect(applyMask('00.000.000/0000-00', '12ABC345000195')).toBe('12ABC345000195');
    expect(applyMask('00000-000', '013101001')).toBe('013101001');
    expect(applyMask('', 'anything')).toBe('anything');
  });

  it('never hides a letter or digit of the value', () => {
    const dataOf = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
    fc.assert(
      fc.property(fc.stringMatching(/^[0A*.\-/() ]{0,12}$/), fc.string({ maxLength: 14 }), (mask, value) => {
        const shown = applyMask(mask, value);
        expect(dataOf(shown).includes(dataOf(value)) || shown === value).toBe(true);
      }),
    );
  });
});
