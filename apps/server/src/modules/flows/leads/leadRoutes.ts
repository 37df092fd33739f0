import { flowBotParams, leadsResponse, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../../app/access.ts';
import { readLeads } from './readLeads.ts';

// The same key as reading the flow that collects them (flowRoutes.ts).
const read = memberAccess(levels.attendant, 'flow.view');

export async function leadRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bots/:botId/leads',
    { config: read, schema: { tags: ['flows'], params: flowBotParams, response: { 200: leadsResponse } } },
    (request) => readLeads(request.ctx, request.params.botId),
  );
}
