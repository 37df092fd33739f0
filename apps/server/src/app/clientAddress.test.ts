import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressReader } from './clientAddress.ts';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  }) as unknown as IncomingMessage;

describe('client addresses for the limits', () => {
  it('believes X-Forwarded-For only from a trusted proxy', () => {
    expect(clientAddressReader(undefined)(request('127.0.0.1', '203.0.113.9'))).toBe('127.0.0.1');
    expect(clientAddressReader('127.0.0.1')(request('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientAddressReader('127.0.0.1')(request('198.51.100.1', '203.0.113.9'))).toBe('198.51.100.1');
  });

  it('counts an IPv6 host as its /64 and an IPv4-mapped address as the IPv4 one', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::7'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });
});
