import { botInput, botSummary, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../app/access.ts';
import { createBot } from './createBot.ts';
import { editBot } from './editBot.ts';
import { listBots } from './listBots.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });

export async function botRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['bots'];
  api.get(
    '/api/bots',
    {
      config: memberAccess(),
      schema: { summary: "List the account's chatbots", tags, response: { 200: z.array(botSummary) } },
    },
    (request) => listBots(request.ctx),
  );
  api.post(
    '/api/bots',
    {
      config: memberAccess(levels.administrator),
      schema: { summary: 'Create a chatbot', tags, body: botInput, response: { 200: botSummary } },
    },
    (request) => createBot(request.ctx, request.body),
  );
  api.put(
    '/api/bots/:id',
    {
      config: memberAccess(levels.administrator),
      schema: { summary: 'Edit a chatbot', tags, params, body: botInput, response: { 200: botSummary } },
    },
    (request) => editBot(request.ctx, request.params.id, request.body),
  );
}
