import {
  accessControlInput,
  accessControlLevelParams,
  accessControlResponse,
  levels,
  permissionDocumentResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { getAccessControl } from './getAccessControl.ts';
import { updatePermissionDocument } from './updatePermissionDocument.ts';

const access = memberAccess(levels.administrator, 'settings.accessControl');

export async function accessControlRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accessControl'];
  api.get(
    '/api/settings/access/control',
    {
      config: access,
      schema: {
        summary: 'Read the permission document of every level',
        tags,
        response: { 200: accessControlResponse },
      },
    },
    (request) => getAccessControl(request.ctx),
  );
  api.put(
    '/api/settings/access/control/:level',
    {
      config: access,
      schema: {
        summary: 'Replace the permission document of one level',
        tags,
        params: accessControlLevelParams,
        body: accessControlInput,
        response: { 200: permissionDocumentResponse },
      },
    },
    async (request) => ({
      document: await updatePermissionDocument(request.ctx, request.params.level, request.body),
    }),
  );
}
