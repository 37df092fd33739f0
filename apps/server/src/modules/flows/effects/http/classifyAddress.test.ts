import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyAddress } from './classifyAddress.ts';

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'sharedAddressSpace'],
    ['100.127.255.255', 'sharedAddressSpace'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
  ])('refuses the IPv4 address %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '100.63.255.255',
    '100.128.0.1',
    '169.253.0.1',
  ])('lets the public IPv4 address %s through', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it.each([
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['febf::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
  ])('refuses the IPv6 address %s as %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'lets the public IPv6 address %s through',
    (address) => {
      expect(classifyAddress(address)).toBe('public');
    },
  );

  it.each(['localhost', '2130706433', '0x7f.1', '127.1', '', '1.2.3.4.5', '[::1]'])(
    'calls %j invalid rather than guessing: only resolved addresses are classified',
    (address) => {
      expect(classifyAddress(address)).toBe('invalid');
    },
  );

  it('classifies an IPv4-mapped IPv6 address exactly as the IPv4 address it carries', () => {
    fc.assert(
      fc.property(fc.ipV4(), (ipv4) => {
        expect(classifyAddress(`::ffff:${ipv4}`)).toBe(classifyAddress(ipv4));
      }),
    );
  });
});
