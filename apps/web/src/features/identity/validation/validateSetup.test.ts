import { describe, expect, it } from 'vitest';
import { validateSetup } from './validateSetup.ts';

const filled = {
  email: 'owner@company.example',
  name: 'Olga',
  accountName: 'Company',
  password: 'a-long-secret',
  confirmation: 'a-long-secret',
};

describe('validateSetup', () => {
  it('finds nothing wrong with a complete form', () => {
    expect(validateSetup(filled)).toEqual({});
  });

  it('names each field left blank or wrong', () => {
    expect(
      validateSetup({ email: 'x', name: ' ', accountName: '', password: 'short', confirmation: '' }),
    ).toEqual({
      email: 'generic.invalidInput',
      name: 'setup.nameRequired',
      accountName: 'setup.accountNameRequired',
      password: 'auth.passwordTooShort',
      confirmation: 'auth.passwordMismatch',
    });
  });
});
