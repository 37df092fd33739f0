import { levels, numberStatusActionParams, numberStatusParams, numberStatusResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../../app/access.ts';
import { changeNumberStatus } from './changeNumberStatus.ts';
import { readNumberStatus } from './readNumberStatus.ts';

// Managers and above read and change a contact's number status: blocking silences the chatbot.
const access = memberAccess(levels.manager);

export async function numberStatusRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['flows'];
  api.get(
    '/api/contacts/:contactId/number-status',
    {
      config: access,
      schema: {
        summary: "Read a contact's number status per channel",
        tags,
        params: numberStatusParams,
        response: { 200: numberStatusResponse },
      },
    },
    (request) => readNumberStatus(request.ctx, request.params.contactId),
  );
  api.post(
    '/api/contacts/:contactId/number-status/:channel/:action',
    {
      config: access,
      schema: {
        summary: "Reset, block or unblock a contact's number on a channel",
        tags,
        params: numberStatusActionParams,
        response: { 200: numberStatusResponse },
      },
    },
    (request) =>
      changeNumberStatus(
        request.ctx,
        request.params.contactId,
        request.params.channel,
        request.params.action,
      ),
  );
}
