import { describe, expect, it } from 'vitest';
import { ProviderError } from '../adapters/ChannelAdapter.ts';
import { providerRefusalOf } from './providerRefusalOf.ts';

describe('providerRefusalOf', () => {
  it('retries an HTTP 5xx and a dropped connection, not a 4xx refusal', () => {
    expect(providerRefusalOf(new ProviderError('503', false, 'unavailable')).isTransient).toBe(true);
    expect(providerRefusalOf(new Error('socket hang up')).isTransient).toBe(true);
    expect(providerRefusalOf(new ProviderError('131026', false, 'undeliverable')).isTransient).toBe(false);
  });

  it('does not retry an SMTP 5yz reply, which is permanent, and retries a 4yz', () => {
    expect(
      providerRefusalOf(new ProviderError('550', false, 'no mailbox', undefined, true)).isTransient,
    ).toBe(false);
    expect(providerRefusalOf(new ProviderError('451', true, 'try later', undefined, true)).isTransient).toBe(
      true,
    );
  });
});
