import { describe, expect, it } from 'vitest';
import { nextLoginStep } from './nextLoginStep.ts';

const one = [{ id: 'a1', name: 'Prosa Demo' }];
const two = [...one, { id: 'a2', name: 'Outra Empresa' }];

describe('nextLoginStep', () => {
  it('asks for the two-factor code before anything else', () => {
    expect(nextLoginStep({ twoFactor: 'sms', accounts: two })).toBe('code');
    expect(nextLoginStep({ twoFactor: 'totp', accounts: one })).toBe('code');
  });

  it('asks which account when the user belongs to several', () => {
    expect(nextLoginStep({ twoFactor: null, accounts: two })).toBe('chooseAccount');
  });

  it('enters the panel when the only account was chosen automatically', () => {
    expect(nextLoginStep({ twoFactor: null, accounts: one })).toBe('enter');
  });
});
