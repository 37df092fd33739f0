import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionCookie } from './authentication.ts';
import { addressKey } from './clientAddress.ts';
import { RateLimitedError } from './RateLimitedError.ts';
import type { AppServices } from './services.ts';

// @fastify/rate-limit on /api (not /api/health, which load balancers poll), before anything else
// runs. Two counters: per client address for every request, and per session for requests with a
// session cookie. The cookie is not checked yet at this point (that costs a database read), so the
// address counter is what stops an attacker who makes up a new cookie for each request.
export async function registerApiRateLimit(
  app: FastifyInstance,
  services: Pick<AppServices, 'env' | 'limits'>,
) {
  const { perSession, perAddress, windowMs } = services.env.limits.api;
  const { redis, prefix } = services.limits;
  await app.register(fastifyRateLimit, {
    global: false,
    timeWindow: windowMs,
    // A Redis failure lets requests through rather than failing the API.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${prefix}api:` } : {}),
  });
  const sessionOf = (request: FastifyRequest) => request.cookies[sessionCookie];
  const counters = [
    ...(perAddress > 0
      ? [
          app.createRateLimit({
            max: perAddress,
            keyGenerator: (request) => `address:${addressKey(request.ip)}`,
          }),
        ]
      : []),
    ...(perSession > 0
      ? [
          app.createRateLimit({
            max: perSession,
            // Hashed: the store must never hold a usable session token.
            keyGenerator: (request) =>
              `session:${createHash('sha256')
                .update(sessionOf(request) ?? '')
                .digest('base64url')}`,
            allowList: (request) => !sessionOf(request),
          }),
        ]
      : []),
  ];
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    for (const count of counters) {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) continue;
      throw new RateLimitedError('generic.tooManyRequests', Math.max(1, result.ttlInSeconds));
    }
  });
}
