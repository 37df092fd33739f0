import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppServices } from '../../../app/services.ts';

type Services = Pick<AppServices, 'env'>;

// The jobs start before the server listens, and a server on port 0 (tests, a second demo) learns
// its port only then: the routes remember their server per services object, and the delivery
// worker asks for the address at send time.
const servers = new WeakMap<object, Server>();

export function rememberServer(services: Services, server: Server) {
  servers.set(services, server);
}

// The base of the links providers call back or fetch: PUBLIC_URL, else the address this server
// listens at (demo: the sandbox is on loopback), without a trailing slash.
export function serverBaseUrl(services: Services): string {
  const { env } = services;
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  const address = servers.get(services)?.address();
  const port = address && typeof address === 'object' ? (address as AddressInfo).port : env.PORT;
  const wildcard = env.HOST === '0.0.0.0' || env.HOST === '::' || env.HOST === '';
  const host = wildcard ? '127.0.0.1' : env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  return `http://${host}:${port}`;
}
