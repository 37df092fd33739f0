import { describe, expect, it } from 'vitest';
import { isNationalPhone } from './isNationalPhone.ts';

describe('isNationalPhone', () => {
  it('accepts typed formatting around 6 to 15 digits', () => {
    expect(isNationalPhone('(11) 98765-4321')).toBe(true);
    expect(isNationalPhone('11.3456.7890')).toBe(true);
    expect(isNationalPhone('123456')).toBe(true);
  });

  it('refuses letters and other symbols', () => {
    expect(isNationalPhone('11 9876 ABCD')).toBe(false);
    expect(isNationalPhone('+55 11 98765-4321')).toBe(false);
  });

  it('refuses too few or too many digits', () => {
    expect(isNationalPhone('12345')).toBe(false);
    expect(isNationalPhone('1234567890123456')).toBe(false);
  });
});
