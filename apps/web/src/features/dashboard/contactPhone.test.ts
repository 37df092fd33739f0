import { describe, expect, it } from 'vitest';
import { contactPhone, isContactPhone } from './contactPhone.ts';

describe('contactPhone', () => {
  it('keeps the digits and the international plus sign', () => {
    expect(contactPhone('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(contactPhone(' 11 98765 4321 ')).toBe('11987654321');
  });

  it('is null when no digit was typed', () => {
    expect(contactPhone('')).toBeNull();
    expect(contactPhone(' - ')).toBeNull();
  });
});

describe('isContactPhone', () => {
  it('accepts 8 to 16 digits', () => {
    expect(isContactPhone('3456-7890')).toBe(true);
    expect(isContactPhone('+55 11 98765-4321')).toBe(true);
  });

  it('refuses too short or too long numbers', () => {
    expect(isContactPhone('1234567')).toBe(false);
    expect(isContactPhone('12345678901234567')).toBe(false);
  });
});
