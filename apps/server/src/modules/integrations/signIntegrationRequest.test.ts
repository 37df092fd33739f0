import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newIntegrationSecret, signIntegrationRequest } from './signIntegrationRequest.ts';

describe('signIntegrationRequest', () => {
  it('signs the timestamp and the raw body with HMAC-SHA256 of the secret', () => {
    const headers = signIntegrationRequest('s3cret', '{"a":1}', new Date('2026-11-27T12:00:00Z'));
    expect(headers['x-prosa-timestamp']).toBe('1795780800');
    const expected = createHmac('sha256', 's3cret').update('1795780800.{"a":1}').digest('hex');
    expect(headers['x-prosa-signature']).toBe(`sha256=${expected}`);
    expect(headers['x-prosa-delivery']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives a different signature for another body or another time', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    const first = signIntegrationRequest('s3cret', '{"a":1}', at)['x-prosa-signature'];
    expect(signIntegrationRequest('s3cret', '{"a":2}', at)['x-prosa-signature']).not.toBe(first);
    const later = new Date(at.getTime() + 1000);
    expect(signIntegrationRequest('s3cret', '{"a":1}', later)['x-prosa-signature']).not.toBe(first);
  });

  it('makes a fresh secret each time', () => {
    expect(newIntegrationSecret()).not.toBe(newIntegrationSecret());
    expect(newIntegrationSecret()).toMatch(/^prosa_[\w-]{43}$/);
  });
});
