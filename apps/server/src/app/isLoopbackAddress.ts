import { isIPv4, isIPv6 } from 'node:net';

// The client address as Fastify resolved it (request.ip, through TRUST_PROXY): 127.0.0.0/8, ::1 and
// IPv4-mapped 127.x count as this machine; anything else, including an unparsable value, does not.
export function isLoopbackAddress(ip: string): boolean {
  const address = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(address)) return address.startsWith('127.');
  return isIPv6(address) && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address);
}
