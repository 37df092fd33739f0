import { baseImportQuery, baseLimits, spreadsheetBaseResponse } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readLimitedUpload } from '../../app/readLimitedUpload.ts';
import { uploadFileName } from '../live/index.ts';
import { importCsvBase } from './importCsvBase.ts';
import { manageAudiences } from './listAccess.ts';

export function baseImportRoutes() {
  return async (app: FastifyInstance) => {
    // Within this plugin only: every content type reaches the upload handler as bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', readLimitedUpload(baseLimits.maxBytes, 'bases.fileTooLarge'));
    app.withTypeProvider<ZodTypeProvider>().post(
      '/api/settings/bases/import',
      {
        config: manageAudiences,
        schema: {
          summary: 'Upload a CSV file as a new database',
          tags: ['broadcast'],
          querystring: baseImportQuery,
          response: { 200: spreadsheetBaseResponse },
        },
      },
      async (request) => ({
        base: await importCsvBase(
          request.ctx,
          request.query.name,
          uploadFileName(request.headers['x-file-name']),
          Buffer.isBuffer(request.body) ? request.body : undefined,
        ),
      }),
    );
  };
}
