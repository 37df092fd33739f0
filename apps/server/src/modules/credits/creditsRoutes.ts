import { creditRequestBody, creditRequestSchema, creditsResponse, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { readCredits } from './readCredits.ts';
import { requestCredits } from './requestCredits.ts';

// The credits view and "request credits", for managers and above (they answer for the account's
// spending); every member sees the balance and the franchise on the dashboard.
export function creditsRoutes(services: Pick<AppServices, 'clock'>) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['credits'];
    api.get(
      '/api/credits',
      {
        config: memberAccess(levels.manager),
        schema: {
          summary: "Read the account's credits and franchise",
          tags,
          response: { 200: creditsResponse },
        },
      },
      (request) => readCredits(request.ctx, services.clock.now()),
    );
    api.post(
      '/api/credits/requests',
      {
        config: memberAccess(levels.manager),
        schema: {
          summary: 'Request credits from the provider',
          tags,
          body: creditRequestBody,
          response: { 200: creditRequestSchema },
        },
      },
      (request) => requestCredits(request.ctx, request.body, services.clock.now()),
    );
  };
}
