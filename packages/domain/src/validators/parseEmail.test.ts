import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEmail } from './parseEmail.ts';

describe('parseEmail', () => {
  it('accepts addresses and keeps them lower-cased and trimmed', () => {
    expect(parseEmail(' Ana.Souza+bot@Empresa.com.BR ')).toBe('ana.souza+bot@empresa.com.br');
    expect(parseEmail('x@y.io')).toBe('x@y.io');
  });

  it('refuses what is not an address', () => {
    for (const text of [
      'ana',
      'ana@',
      '@empresa.com',
      'ana@empresa',
      'ana @empresa.com',
      'ana..b@empresa.com',
      '.ana@empresa.com',
      'ana@empresa..com',
      'ana@-empresa.com',
      'ana@empresa.c0m',
      'a@b@c.com',
      '',
    ])
      expect(parseEmail(text), text).toBeNull();
  });

  it('accepts generated addresses with an alphabetic top-level domain', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => /\.[a-z]{2,63}$/.test(email) && email.length <= 254),
        (email) => {
          expect(parseEmail(email)).toBe(email.toLowerCase());
        },
      ),
    );
  });

  it('refuses any address with a space inside', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.nat(), (email, at) => {
        const position = 1 + (at % (email.length - 1));
        expect(parseEmail(`${email.slice(0, position)} ${email.slice(position)}`)).toBeNull();
      }),
    );
  });
});
