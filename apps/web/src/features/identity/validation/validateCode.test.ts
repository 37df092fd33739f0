import { describe, expect, it } from 'vitest';
import { validateCode } from './validateCode.ts';

describe('validateCode', () => {
  it('accepts six digits', () => {
    expect(validateCode('012345')).toBeNull();
  });

  it('refuses fewer or more digits, or anything but digits', () => {
    for (const code of ['', '12345', '1234567', '12a456', ' 123456']) {
      expect(validateCode(code)).toBe('auth.codeInvalid');
    }
  });
});
