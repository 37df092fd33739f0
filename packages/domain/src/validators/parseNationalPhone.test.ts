import { describe, expect, it } from 'vitest';
import { parseNationalPhone } from './parseNationalPhone.ts';

describe('parseNationalPhone', () => {
  it('joins the chosen country and the national number with its area code', () => {
    expect(parseNationalPhone('BR', '11 98888-7777')).toBe('5511988887777');
    expect(parseNationalPhone('br', '(21) 3333-4444')).toBe('552133334444');
    expect(parseNationalPhone('PT', '912345678')).toBe('351912345678');
  });

  it('refuses a number without its area code, with a trunk 0 or the country code, or of another country', () => {
    expect(parseNationalPhone('BR', '988887777')).toBeNull();
    expect(parseNationalPhone('BR', '011988887777')).toBeNull();
    expect(parseNationalPhone('BR', '5511988887777')).toBeNull();
    expect(parseNationalPhone('BR', '')).toBeNull();
    expect(parseNationalPhone('BR', '11 9888a7777')).toBeNull();
    expect(parseNationalPhone('XX', '11988887777')).toBeNull();
  });
});
