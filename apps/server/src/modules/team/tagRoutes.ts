import { levels, okResponse, tagIdParams, tagInput, tagResponse, tagsResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { createTag } from './createTag.ts';
import { deleteTag } from './deleteTag.ts';
import { listTags } from './listTags.ts';
import { updateTag } from './updateTag.ts';

// Everyone in the account reads the tags (attendants apply them); managers and above change them.
const managerLevel = levels.manager;

export async function tagRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['team'];
  api.get(
    '/api/settings/tags',
    { config: memberAccess(), schema: { summary: 'List tags', tags, response: { 200: tagsResponse } } },
    (request) => listTags(request.ctx),
  );
  api.post(
    '/api/settings/tags',
    {
      config: memberAccess(managerLevel, 'settings.tags'),
      schema: { summary: 'Create a tag', tags, body: tagInput, response: { 200: tagResponse } },
    },
    (request) => createTag(request.ctx, request.body),
  );
  api.put(
    '/api/settings/tags/:id',
    {
      config: memberAccess(managerLevel, 'settings.tags'),
      schema: {
        summary: 'Edit a tag',
        tags,
        params: tagIdParams,
        body: tagInput,
        response: { 200: tagResponse },
      },
    },
    (request) => updateTag(request.ctx, request.params.id, request.body),
  );
  api.delete(
    '/api/settings/tags/:id',
    {
      config: memberAccess(managerLevel, 'settings.tags'),
      schema: { summary: 'Delete a tag', tags, params: tagIdParams, response: { 200: okResponse } },
    },
    async (request) => {
      await deleteTag(request.ctx, request.params.id);
      return { ok: true as const };
    },
  );
}
