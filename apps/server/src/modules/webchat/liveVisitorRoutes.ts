import { levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';

// /realTime: the account's webchat visitors connected now, on any server process.
export function liveVisitorRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/live/visitors',
      { config: memberAccess(levels.manager, 'realtime.view'), schema: { tags: ['live'] } },
      async (request) => ({ items: await services.visitors.list(request.ctx.db, request.ctx.accountId) }),
    );
  };
}
