import { describe, expect, it } from 'vitest';
import { currentStep, generateTotpSecret, matchTotp, otpauthUrl, totpCode } from './totp.ts';

// RFC 6238 appendix B, SHA-1 seed "12345678901234567890" (base32 below); authenticator apps show
// the last six of its eight digits.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const rfcVectors: Array<[seconds: number, code: string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

describe('totpCode', () => {
  it.each(rfcVectors)('gives the RFC 6238 SHA-1 code at %i s', (seconds, code) => {
    expect(totpCode(rfcSecret, currentStep(seconds * 1000))).toBe(code);
  });

  it('reads lower-case and padded base32 secrets alike', () => {
    expect(totpCode(`${rfcSecret.toLowerCase()}====`, currentStep(59_000))).toBe('287082');
  });
});

describe('matchTotp', () => {
  const now = 1111111111 * 1000;
  const step = currentStep(now);

  it('accepts the current step and one step either side, and names the matched step', () => {
    for (const candidate of [step - 1, step, step + 1])
      expect(matchTotp(rfcSecret, totpCode(rfcSecret, candidate), null, now)).toBe(candidate);
  });

  it('refuses codes two steps away', () => {
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 2), null, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 2), null, now)).toBeNull();
  });

  it('refuses a code of a step already used, and of any earlier step', () => {
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step), step, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step - 1), step, now)).toBeNull();
    expect(matchTotp(rfcSecret, totpCode(rfcSecret, step + 1), step, now)).toBe(step + 1);
  });

  it('refuses a wrong code', () => {
    const right = totpCode(rfcSecret, step);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(matchTotp(rfcSecret, wrong, null, now)).toBeNull();
  });
});

describe('generateTotpSecret', () => {
  it('makes 160-bit base32 secrets that differ each time and produce codes', () => {
    const a = generateTotpSecret();
    const b = generateTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(a).not.toBe(b);
    expect(totpCode(a, currentStep())).toMatch(/^\d{6}$/);
  });

  it('is offered to apps as an otpauth URL naming the issuer and the user', () => {
    const url = new URL(otpauthUrl(rfcSecret, 'ana@prosa.demo'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Prosa:ana@prosa.demo');
    expect(url.searchParams.get('secret')).toBe(rfcSecret);
    expect(url.searchParams.get('issuer')).toBe('Prosa');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
  });
});
