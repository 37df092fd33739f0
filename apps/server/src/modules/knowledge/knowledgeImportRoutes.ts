import { knowledgeIdParams, knowledgeImportResponse, knowledgeLimits, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { readLimitedUpload } from '../../app/readLimitedUpload.ts';
import { importQuestions } from './importQuestions.ts';

// The CSV import takes the file itself as the body, up to 20 MB (the spec's decisions' upload
// limit; a JSON body stops at 1 MiB), so it has its own plugin: every content type reaches it as
// bytes. Changing knowledge needs `knowledge.edit`, as in knowledgeRoutes.
export async function knowledgeImportRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', readLimitedUpload(knowledgeLimits.importBytes, 'knowledge.importTooLarge'));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/knowledge/bases/:id/import',
    {
      config: memberAccess(levels.manager, 'knowledge.edit'),
      schema: {
        summary: 'Import questions from a CSV file (the body is the file)',
        tags: ['knowledge'],
        params: knowledgeIdParams,
        response: { 200: knowledgeImportResponse },
      },
    },
    (request) =>
      importQuestions(
        request.ctx,
        request.params.id,
        Buffer.isBuffer(request.body) ? request.body : undefined,
      ),
  );
}
