import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecrets, sealSecrets } from './sealSecrets.ts';

describe('sealSecrets', () => {
  const key = randomBytes(32);

  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealed = sealSecrets(key, { accessToken: 'EAAG-secret-token' });
    expect(sealed).not.toContain('EAAG');
    expect(openSecrets(key, sealed)).toEqual({ accessToken: 'EAAG-secret-token' });
  });

  it('seals the same secrets differently each time (a fresh nonce)', () => {
    expect(sealSecrets(key, { a: 'b' })).not.toBe(sealSecrets(key, { a: 'b' }));
  });

  it('refuses a value sealed with another key or tampered with', () => {
    const sealed = sealSecrets(key, { appSecret: 's' });
    expect(() => openSecrets(randomBytes(32), sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => openSecrets(key, parts.join('.'))).toThrow();
  });
});
