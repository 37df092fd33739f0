import { levels, liveVisitorList } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';

// The account's webchat visitors connected now, on any server process: all of them for /realTime,
// those free to talk for an attendant starting a conversation.
export function liveVisitorRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/api/live/visitors',
      {
        config: memberAccess(levels.manager, 'realtime.view'),
        schema: {
          summary: 'List the visitors on the sites now',
          tags: ['live'],
          response: { 200: liveVisitorList },
        },
      },
      async (request) => ({ items: await services.visitors.list(request.ctx.db, request.ctx.accountId) }),
    );
    // "New conversation" on /live: whom an attendant may start one with (no open conversation).
    api.get(
      '/api/live/visitors/browsing',
      {
        config: memberAccess(levels.junior, 'live.attend'),
        schema: {
          summary: 'List the visitors browsing without a conversation',
          tags: ['live'],
          response: { 200: liveVisitorList },
        },
      },
      async (request) => {
        const visitors = await services.visitors.list(request.ctx.db, request.ctx.accountId);
        return { items: visitors.filter((visitor) => visitor.status === 'browsing') };
      },
    );
  };
}
