import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDatabaseReachable } from '../db/isDatabaseReachable.ts';
import { serverModules } from '../modules/serverModules.ts';
import type { SetupLink } from '../modules/setup/SetupLink.ts';
import { publicAccess, requireDeclaredAccess } from './access.ts';
import { registerAuthentication } from './authentication.ts';
import { CatalogueError } from './CatalogueError.ts';
import { trustedProxies } from './clientAddress.ts';
import { cspReportRoutes } from './cspReportRoutes.ts';
import { devClockRoutes } from './devClockRoutes.ts';
import { registerErrorHandling, sendCatalogueError } from './errorHandler.ts';
import { OffsetClock } from './OffsetClock.ts';
import { onlyFromThisMachine } from './onlyFromThisMachine.ts';
import { openApiOptions } from './openApi/openApiOptions.ts';
import { QuietRequestLog } from './QuietRequestLog.ts';
import { refuseUnstorableText } from './refuseUnstorableText.ts';
import { registerApiRateLimit } from './registerApiRateLimit.ts';
import { registerSecurityHeaders } from './securityHeaders.ts';
import type { AppServices } from './services.ts';

export interface BuildOptions {
  // The built web app (apps/web/dist); served with a fallback to index.html for client routes.
  webDir?: string;
  // false: no request logs (a test's second server); the services' logger still logs at LOG_LEVEL.
  logger?: boolean;
  // A production server started on an empty database: POST /api/setup takes this one-time link.
  setupLink?: SetupLink | null;
  // The provider sandbox's address when demo mode runs one (the channel simulator talks to it).
  sandboxUrl?: string | null;
}

export async function buildServer(services: AppServices, options: BuildOptions = {}) {
  const trustProxy = services.env.TRUST_PROXY;
  const app = Fastify({
    // The services' logger (createLogger): request logs and the rest share one stream and level.
    loggerInstance: options.logger === false ? services.log.child({}, { level: 'silent' }) : services.log,
    // One line per request, at debug (QuietRequestLog).
    logController: new QuietRequestLog(),
    // Only a configured proxy may name the client's address (login throttling keys on it).
    trustProxy: trustProxy ? trustedProxies(trustProxy) : false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  requireDeclaredAccess(app);

  await app.register(fastifySwagger, openApiOptions);
  registerSecurityHeaders(app, services.env);
  // Routes customers' sites call without cookies (the widget's files) load from any origin.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access?.kind === 'public' && access.isCrossSite) {
      route.config = { ...route.config, isEmbeddable: true };
    }
  });
  await app.register(fastifyCookie);
  await app.register(cspReportRoutes);
  await registerApiRateLimit(app, services);
  refuseUnstorableText(app);
  registerAuthentication(app, services.database.db, services.events);

  const api = app.withTypeProvider<ZodTypeProvider>();
  // 503 `degraded` while the database does not answer (a load balancer takes the server out of
  // rotation; the process itself is fine, so not a liveness check), within a second either way.
  const health = z.object({ ok: z.boolean(), status: z.enum(['ok', 'degraded']), database: z.string() });
  api.get(
    '/api/health',
    {
      config: publicAccess,
      schema: {
        summary: 'Check that the server and its database answer',
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      const database = services.database.kind;
      if (await isDatabaseReachable(services.database, 1000))
        return { ok: true, status: 'ok' as const, database };
      return reply.status(503).send({ ok: false, status: 'degraded', database });
    },
  );
  app.get('/api/openapi.json', { config: publicAccess, schema: { hide: true } }, async () => app.swagger());
  const fromThisMachine = onlyFromThisMachine(Boolean(trustProxy));
  if (services.env.isSandbox) {
    app.get(
      '/api/dev/outbox',
      { config: publicAccess, schema: { hide: true }, preHandler: fromThisMachine },
      async () => ({ entries: services.outbox.list() }),
    );
  }
  if (services.clock instanceof OffsetClock)
    await app.register(devClockRoutes(services.clock, services, fromThisMachine));

  // Each module's routes, in the list's order (modules/serverModules.ts).
  const start = { setupLink: options.setupLink ?? null, sandboxUrl: options.sandboxUrl ?? null };
  for (const module of serverModules) {
    for (const routes of module.routes?.(services, start) ?? []) await app.register(routes);
  }

  const webDir = options.webDir;
  if (webDir && existsSync(join(webDir, 'index.html'))) {
    // The build writes .br and .gz copies (scripts/precompress.mjs): sent as the browser accepts.
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false, preCompressed: true });
    // A GET catch-all rather than a second not-found handler: Fastify allows one per prefix and
    // registerErrorHandling has set it (other methods still get its JSON 404).
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) {
        return sendCatalogueError(request, reply, new CatalogueError('generic.routeNotFound'));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
