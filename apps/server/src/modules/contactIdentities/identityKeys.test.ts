import { describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from './identityKeys.ts';

describe('identity keys', () => {
  it('matches e-mails regardless of case and surrounding spaces', () => {
    expect(emailKey('  Ana.Souza@Example.COM ')).toBe('ana.souza@example.com');
    expect(emailKey('ana')).toBeNull();
    expect(emailKey('')).toBeNull();
    expect(emailKey(null)).toBeNull();
  });

  it('matches phones by their digits and refuses numbers too short to name someone', () => {
    expect(phoneKey('+55 (11) 98888-7777')).toBe('5511988887777');
    expect(phoneKey('+5511988887777')).toBe('5511988887777');
    expect(phoneKey('1234-567')).toBeNull();
    expect(phoneKey(undefined)).toBeNull();
  });
});
