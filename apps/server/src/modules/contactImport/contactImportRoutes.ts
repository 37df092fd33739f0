import {
  contactImport,
  contactImportLimits,
  contactImportList,
  contactImportQuery,
  crmIdParams,
  crmSectionListQuery,
  levels,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { fileResponse } from '../../app/openApi/fileResponse.ts';
import { readLimitedUpload } from '../../app/readLimitedUpload.ts';
import type { AppServices } from '../../app/services.ts';
import { uploadFileName } from '../live/index.ts';
import { findContactImport, listContactImports } from './contactImportRepository.ts';
import { createContactImport } from './createContactImport.ts';
import { exportContacts } from './exportContacts.ts';

// Importing and exporting are edits of the CRM as a whole: `contacts.edit`, attendants and above
// (docs/decisions.md). Which fields each may fill or see is still the sections' own permission.
const edit = memberAccess(levels.attendant, 'contacts.edit');
const exported = fileResponse('The contacts as CSV or XLSX', [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export function contactImportRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    // Within this plugin only: every content type reaches the upload handler as bytes.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      '*',
      readLimitedUpload(contactImportLimits.maxBytes, 'contactImport.fileTooLarge'),
    );
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['contacts'];
    api.post(
      '/api/contact-imports',
      {
        config: edit,
        schema: {
          summary: 'Upload a CSV or XLSX file of contacts to import',
          response: { 200: contactImport },
          tags,
          querystring: contactImportQuery,
        },
      },
      (request) =>
        createContactImport(
          services,
          request.ctx,
          request.query,
          uploadFileName(request.headers['x-file-name']),
          Buffer.isBuffer(request.body) ? request.body : undefined,
        ),
    );
    api.get(
      '/api/contact-imports',
      {
        config: edit,
        schema: {
          summary: "List the account's contact imports",
          tags,
          querystring: crmSectionListQuery,
          response: { 200: contactImportList },
        },
      },
      async (request) => ({
        items: await listContactImports(request.ctx.db, request.ctx.accountId, request.query.type),
      }),
    );
    api.get(
      '/api/contact-imports/:id',
      {
        config: edit,
        schema: {
          summary: 'Read one contact import and its report',
          tags,
          params: crmIdParams,
          response: { 200: contactImport },
        },
      },
      async (request) => {
        const found = await findContactImport(request.ctx.db, request.ctx.accountId, request.params.id);
        if (!found) throw new CatalogueError('contactImport.notFound');
        return found;
      },
    );
    // The query string is the list's (its `filters` is JSON inside one parameter) plus `format`.
    api.get(
      '/api/contacts/export',
      {
        config: edit,
        schema: { summary: 'Export the filtered contacts as CSV or XLSX', tags, response: { 200: exported } },
      },
      (request, reply) => exportContacts(request.ctx, request.query as Record<string, unknown>, reply),
    );
  };
}
