import { botInput, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createBot } from './createBot.ts';
import { listBots } from './listBots.ts';

export async function botRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bots'];
  api.get('/api/bots', { config: memberAccess(), schema: { tags } }, (request) => listBots(request.ctx));
  api.post(
    '/api/bots',
    { config: memberAccess(levels.administrator), schema: { tags, body: botInput } },
    (request) => createBot(request.ctx, request.body),
  );
}
