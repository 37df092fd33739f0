import type { FastifyRequest } from 'fastify';
import { CatalogueError } from './CatalogueError.ts';
import { isLoopbackAddress } from './isLoopbackAddress.ts';

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

// The demo's outbox shows reset links and SMS codes, and its clock moves every deadline: only a
// caller on the server's own machine may use them. With TRUST_PROXY, request.ip is the visitor's
// forwarded address and is judged as such. Without it, a reverse proxy on this machine would make
// every visitor look like 127.0.0.1: a request that says it was forwarded is then not local.
export function onlyFromThisMachine(isProxyTrusted: boolean) {
  return async (request: FastifyRequest) => {
    const wasForwarded = forwardingHeaders.some((name) => request.headers[name] !== undefined);
    const isLocal = isLoopbackAddress(request.ip) && (isProxyTrusted || !wasForwarded);
    if (!isLocal) throw new CatalogueError('dev.notLocal');
  };
}
