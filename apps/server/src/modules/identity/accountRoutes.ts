import { deleteAccountRequest, levels, okResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { deleteAccount } from './deleteAccount.ts';
import { clearSessionCookies } from './sessionCookies.ts';

export async function accountRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.delete(
    '/api/account',
    {
      config: memberAccess(levels.administrator),
      schema: {
        summary: 'Delete the account and everything in it',
        tags: ['account'],
        body: deleteAccountRequest,
        response: { 200: okResponse },
      },
    },
    async (request, reply) => {
      await deleteAccount(request.ctx, request.body.confirmation);
      clearSessionCookies(reply);
      return { ok: true as const };
    },
  );
}
