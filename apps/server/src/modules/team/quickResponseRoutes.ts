import {
  okResponse,
  quickResponseIdParams,
  quickResponseInput,
  quickResponseResponse,
  quickResponseShareInput,
  quickResponsesResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createQuickResponse } from './createQuickResponse.ts';
import { deleteQuickResponse } from './deleteQuickResponse.ts';
import { listQuickResponses } from './listQuickResponses.ts';
import { shareQuickResponse } from './shareQuickResponse.ts';
import { updateQuickResponse } from './updateQuickResponse.ts';

// Every member writes their own responses; who may change which one is decided per response.
export async function quickResponseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  const config = memberAccess();
  const params = quickResponseIdParams;
  api.get(
    '/api/quick-responses',
    { config, schema: { summary: 'List quick responses', tags, response: { 200: quickResponsesResponse } } },
    (request) => listQuickResponses(request.ctx),
  );
  api.post(
    '/api/quick-responses',
    {
      config,
      schema: {
        summary: 'Create a quick response',
        tags,
        body: quickResponseInput,
        response: { 200: quickResponseResponse },
      },
    },
    (request) => createQuickResponse(request.ctx, request.body),
  );
  api.put(
    '/api/quick-responses/:id',
    {
      config,
      schema: {
        summary: 'Edit a quick response',
        tags,
        params,
        body: quickResponseInput,
        response: { 200: quickResponseResponse },
      },
    },
    (request) => updateQuickResponse(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/quick-responses/:id',
    { config, schema: { summary: 'Delete a quick response', tags, params, response: { 200: okResponse } } },
    async (request) => {
      await deleteQuickResponse(request.ctx, request.params.id);
      return { ok: true as const };
    },
  );
  api.post(
    '/api/quick-responses/:id/share',
    {
      config,
      schema: {
        summary: 'Share a quick response with the team',
        tags,
        params,
        body: quickResponseShareInput,
        response: { 200: quickResponseResponse },
      },
    },
    (request) => shareQuickResponse(request.ctx, request.params.id, request.body.shared),
  );
}
