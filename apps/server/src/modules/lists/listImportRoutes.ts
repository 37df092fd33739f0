import { listImportQuery, listLimits, recipientListResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readLimitedUpload } from '../../app/readLimitedUpload.ts';
import type { AppServices } from '../../app/services.ts';
import { uploadFileName } from '../live/index.ts';
import { createListImport } from './createListImport.ts';
import { manageAudiences } from './listAccess.ts';

export function listImportRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    // Within this plugin only: every content type reaches the upload handler as bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', readLimitedUpload(listLimits.maxBytes, 'lists.fileTooLarge'));
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/settings/lists/import',
      {
        config: manageAudiences,
        schema: {
          summary: 'Upload a CSV file as a new recipient list (imported by a job)',
          tags: ['broadcast'],
          querystring: listImportQuery,
          response: { 200: recipientListResponse },
        },
      },
      async (request) => ({
        list: await createListImport(
          services,
          request.ctx,
          request.query,
          uploadFileName(request.headers['x-file-name']),
          Buffer.isBuffer(request.body) ? request.body : undefined,
        ),
      }),
    );
  };
}
