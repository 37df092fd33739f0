import { describe, expect, it } from 'vitest';
import { validateEmail } from './validateEmail.ts';

describe('validateEmail', () => {
  it('asks for an e-mail when the field is blank', () => {
    expect(validateEmail('')).toBe('auth.emailRequired');
    expect(validateEmail('   ')).toBe('auth.emailRequired');
  });

  it('refuses text that is not shaped like an e-mail', () => {
    expect(validateEmail('ana')).toBe('generic.invalidInput');
    expect(validateEmail('ana@prosa')).toBe('generic.invalidInput');
  });

  it('accepts an e-mail, with surrounding spaces', () => {
    expect(validateEmail(' admin@prosa.demo ')).toBeNull();
  });
});
