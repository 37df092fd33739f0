import { dashboardResponse, feedbackRequest, okResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { getDashboard } from './getDashboard.ts';
import { submitFeedback } from './submitFeedback.ts';

export function dashboardRoutes(services: Pick<AppServices, 'clock'>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['dashboard'];
    api.get(
      '/api/dashboard',
      {
        config: memberAccess(),
        schema: { summary: "Read the caller's dashboard", tags, response: { 200: dashboardResponse } },
      },
      (request) => getDashboard(request.ctx, services.clock.now()),
    );
    api.post(
      '/api/dashboard/feedback',
      {
        config: memberAccess(),
        schema: {
          summary: 'Send feedback about Prosa',
          tags,
          body: feedbackRequest,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await submitFeedback(request.ctx, request.body);
        return { ok: true as const };
      },
    );
  };
}
