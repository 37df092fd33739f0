import { describe, expect, it } from 'vitest';
import { validateCredentials } from './validateCredentials.ts';

describe('validateCredentials', () => {
  it('requires both the e-mail and the password', () => {
    expect(validateCredentials('', '')).toEqual({
      email: 'auth.emailRequired',
      password: 'auth.passwordRequired',
    });
    expect(validateCredentials('  ', 'secret')).toEqual({ email: 'auth.emailRequired' });
    expect(validateCredentials('ana@prosa.demo', '')).toEqual({ password: 'auth.passwordRequired' });
  });

  it('leaves the rest to the server, which answers the same for unknown e-mails', () => {
    expect(validateCredentials('not-an-email', 'x')).toEqual({});
  });
});
