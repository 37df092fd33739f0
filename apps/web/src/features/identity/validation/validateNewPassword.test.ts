import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validateNewPassword.ts';

describe('validateNewPassword', () => {
  it('accepts 8 to 128 characters confirmed exactly', () => {
    expect(validateNewPassword('12345678', '12345678')).toEqual({});
    const longest = 'x'.repeat(128);
    expect(validateNewPassword(longest, longest)).toEqual({});
  });

  it('refuses a password shorter than 8 or longer than 128 characters', () => {
    expect(validateNewPassword('1234567', '1234567').password).toBe('auth.passwordTooShort');
    const tooLong = 'x'.repeat(129);
    expect(validateNewPassword(tooLong, tooLong).password).toBe('auth.passwordTooLong');
  });

  it('refuses a confirmation that differs from the password', () => {
    expect(validateNewPassword('prosa-2026!', 'prosa-2026?')).toEqual({
      confirmation: 'auth.passwordMismatch',
    });
    expect(validateNewPassword('prosa-2026!', '')).toEqual({ confirmation: 'auth.passwordMismatch' });
  });
});
