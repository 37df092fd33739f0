import { broadcastDispatchStatisticsResponse, broadcastIdParams, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { fileResponse } from '../../app/openApi/fileResponse.ts';
import { exportDispatchRecipients } from './exportDispatchRecipients.ts';
import { readDispatchStatistics } from './readDispatchStatistics.ts';

// A dispatch's statistics and its recipients' export are read as the dispatch is: `broadcast.view`.
const view = memberAccess(levels.attendant, 'broadcast.view');

export async function dispatchStatisticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['broadcast'];
  api.get(
    '/api/broadcast/dispatches/:id/statistics',
    {
      config: view,
      schema: {
        summary: "A dispatch's progress by minute, failures by code and cost in credits",
        tags,
        params: broadcastIdParams,
        response: { 200: broadcastDispatchStatisticsResponse },
      },
    },
    (request) => readDispatchStatistics(request.ctx, request.params.id),
  );
  api.get(
    '/api/broadcast/dispatches/:id/export',
    {
      config: view,
      schema: {
        summary: "A dispatch's recipients and where each stands, as CSV",
        tags,
        params: broadcastIdParams,
        response: { 200: fileResponse('The recipients as CSV', ['text/csv']) },
      },
    },
    (request, reply) => exportDispatchRecipients(request.ctx, request.params.id, reply),
  );
}
