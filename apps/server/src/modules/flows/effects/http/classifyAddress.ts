import { isIPv4, isIPv6 } from 'node:net';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'unspecified'
  | 'private'
  | 'linkLocal'
  | 'sharedAddressSpace'
  | 'multicast'
  | 'reserved'
  | 'invalid';

type Ipv4Range = readonly [network: number, prefixLength: number, kind: AddressKind];

// Everything an integration must never reach from inside our network: RFC 6890 special-purpose
// blocks. 169.254.0.0/16 holds the cloud metadata service (169.254.169.254).
const ipv4Ranges: readonly Ipv4Range[] = [
  [ipv4ToNumber(0, 0, 0, 0), 32, 'unspecified'],
  [ipv4ToNumber(0, 0, 0, 0), 8, 'reserved'],
  [ipv4ToNumber(10, 0, 0, 0), 8, 'private'],
  [ipv4ToNumber(100, 64, 0, 0), 10, 'sharedAddressSpace'],
  [ipv4ToNumber(127, 0, 0, 0), 8, 'loopback'],
  [ipv4ToNumber(169, 254, 0, 0), 16, 'linkLocal'],
  [ipv4ToNumber(172, 16, 0, 0), 12, 'private'],
  [ipv4ToNumber(192, 0, 0, 0), 24, 'reserved'],
  [ipv4ToNumber(192, 0, 2, 0), 24, 'reserved'],
  [ipv4ToNumber(192, 88, 99, 0), 24, 'reserved'],
  [ipv4ToNumber(192, 168, 0, 0), 16, 'private'],
  [ipv4ToNumber(198, 18, 0, 0), 15, 'reserved'],
  [ipv4ToNumber(198, 51, 100, 0), 24, 'reserved'],
  [ipv4ToNumber(203, 0, 113, 0), 24, 'reserved'],
  [ipv4ToNumber(224, 0, 0, 0), 4, 'multicast'],
  [ipv4ToNumber(240, 0, 0, 0), 4, 'reserved'],
];

// Says what kind of address a resolved IP is; only 'public' may be connected to. Takes the
// canonical textual forms that DNS answers and the URL parser produce (dotted-quad IPv4, IPv6).
export function classifyAddress(address: string): AddressKind {
  if (isIPv4(address)) return classifyIpv4(parseIpv4(address));
  if (isIPv6(address)) return classifyIpv6(parseIpv6(address));
  return 'invalid';
}

function classifyIpv4(value: number): AddressKind {
  for (const [network, prefixLength, kind] of ipv4Ranges) {
    if (isInIpv4Range(value, network, prefixLength)) return kind;
  }
  return 'public';
}

// IPv6 is judged by allow-list: only global unicast (2000::/3) can be public, and the blocks in
// it that tunnel to an embedded IPv4 address (6to4, Teredo) or are for documentation are refused,
// since they could lead back to an address we refuse directly.
function classifyIpv6(groups: readonly number[]): AddressKind {
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const isZeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (isZeroUpTo(8)) return 'unspecified';
  if (isZeroUpTo(7) && g7 === 1) return 'loopback';
  if (isZeroUpTo(5) && g5 === 0xffff) return classifyIpv4(g6 * 0x10000 + g7);
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'linkLocal';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  if ((g0 & 0xe000) !== 0x2000) return 'reserved';
  if (g0 === 0x2001 && (g1 === 0 || g1 === 0x0db8)) return 'reserved';
  if (g0 === 0x2002 || (g0 & 0xfff0) === 0x3ff0) return 'reserved';
  return 'public';
}

function ipv4ToNumber(a: number, b: number, c: number, d: number) {
  return ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;
}

function parseIpv4(address: string) {
  const [a = 0, b = 0, c = 0, d = 0] = address.split('.').map(Number);
  return ipv4ToNumber(a, b, c, d);
}

function isInIpv4Range(value: number, network: number, prefixLength: number) {
  const mask = prefixLength === 0 ? 0 : (0xffffffff << (32 - prefixLength)) >>> 0;
  return (value & mask) >>> 0 === network;
}

// Expands an address `isIPv6` accepted (with `::`, a zone id or a trailing dotted quad) into
// its eight 16-bit groups.
function parseIpv6(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dottedQuad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dottedQuad) {
    const value = parseIpv4(dottedQuad);
    text = `${text.slice(0, -dottedQuad.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const toGroups = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const headGroups = toGroups(head);
  if (tail === undefined) return headGroups;
  const tailGroups = toGroups(tail);
  const zeros = new Array<number>(8 - headGroups.length - tailGroups.length).fill(0);
  return [...headGroups, ...zeros, ...tailGroups];
}
