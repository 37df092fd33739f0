import type { FastifyInstance } from 'fastify';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { readTrackingToken, trackingPaths } from './emailTracking.ts';
import { recordEmailEngagement } from './recordEmailEngagement.ts';

// A transparent 1×1 GIF.
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// The e-mail tracking host's routes, public and outside /api (mail clients load them): the open
// pixel and the click redirect. A token that does not hold is "invalid link" (404) and records
// nothing; a click goes only to the target signed into its token.
export function trackingRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const hide = { schema: { hide: true } };
    // Wildcards, not `:token` parameters: a click's token carries its target, far over the
    // router's 100-character limit on parameters.
    const tokenOf = (params: unknown) => (params as { '*'?: string })['*'] ?? '';
    app.get(`${trackingPaths.open}*`, hide, async (request, reply) => {
      const event = readTrackingToken(services.secretKey, tokenOf(request.params));
      if (event?.kind !== 'open') throw new CatalogueError('broadcast.trackingLinkInvalid');
      await recordEmailEngagement(services, event);
      return reply.header('cache-control', 'no-store').type('image/gif').send(pixel);
    });
    app.get(`${trackingPaths.click}*`, hide, async (request, reply) => {
      const event = readTrackingToken(services.secretKey, tokenOf(request.params));
      if (event?.kind !== 'click') throw new CatalogueError('broadcast.trackingLinkInvalid');
      await recordEmailEngagement(services, event);
      return reply.header('cache-control', 'no-store').redirect(event.url, 302);
    });
  };
}
