import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';
import proxyAddr from 'proxy-addr';

// TRUST_PROXY's comma-separated list, as Fastify's `trustProxy` and proxy-addr both take it.
export const trustedProxies = (trustProxy: string | undefined) =>
  trustProxy ? trustProxy.split(',').map((s) => s.trim()) : [];

// The client's address as Fastify sees it (request.ip), for a request Fastify does not route: the
// socket.io handshake. Only the proxies in TRUST_PROXY may name it through X-Forwarded-For.
export function clientAddressReader(trustProxy: string | undefined) {
  const trust = proxyAddr.compile(trustedProxies(trustProxy));
  return (request: IncomingMessage) => proxyAddr(request, trust);
}

// The key a per-address limit counts on. An IPv6 host usually holds a whole /64, so the /64 is one
// address (as @fastify/rate-limit does); an IPv4-mapped IPv6 address is its IPv4 address.
export function addressKey(ip: string) {
  if (!isIPv6(ip)) return ip;
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}
