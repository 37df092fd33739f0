import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import {
  crmIdParams,
  levels,
  privacyAuditPage,
  privacyAuditQuery,
  privacyErasureInput,
  privacyErasureResult,
  privacyExport,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../app/keysetCursor.ts';
import { fileResponse } from '../../app/openApi/fileResponse.ts';
import type { AppServices } from '../../app/services.ts';
import { eraseContact } from './eraseContact.ts';
import { listPrivacyAudit, recordPrivacyAudit } from './privacyAuditRepository.ts';
import { findPrivacyExport, privacyExportPath, toPrivacyExport } from './privacyExportRepository.ts';
import { requestContactExport } from './requestContactExport.ts';

// A person's whole data and its erasure are the account's administrators' (levels 10-12) alone,
// within the CRM (`contacts.edit`); the audit log too, readable even with the CRM switched off.
const administrators = memberAccess(levels.administrator, 'contacts.edit');
const auditReaders = memberAccess(levels.administrator);
const archive = fileResponse("The contact's data: JSON files and the attachments", ['application/zip']);
const isAuditKey = (key: string) => !Number.isNaN(Date.parse(key));

export function privacyRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['privacy'];
    const params = crmIdParams;
    api.post(
      '/api/privacy/contacts/:id/exports',
      {
        config: administrators,
        schema: {
          summary: 'Start the archive of everything Prosa holds about a contact (LGPD)',
          tags,
          params,
          response: { 200: privacyExport },
        },
      },
      (request) => requestContactExport(services, request.ctx, request.params.id),
    );
    api.get(
      '/api/privacy/exports/:id',
      {
        config: administrators,
        schema: {
          summary: "A contact data export's progress",
          tags,
          params,
          response: { 200: privacyExport },
        },
      },
      async (request) => {
        const found = await findPrivacyExport(request.ctx.db, request.ctx.accountId, request.params.id);
        if (!found) throw new CatalogueError('privacy.exportNotFound');
        return toPrivacyExport(found);
      },
    );
    api.get(
      '/api/privacy/exports/:id/file',
      {
        config: administrators,
        schema: { summary: "Download a contact data export's zip", tags, params, response: { 200: archive } },
      },
      async (request, reply) => {
        const { ctx } = request;
        const found = await findPrivacyExport(ctx.db, ctx.accountId, request.params.id);
        if (!found) throw new CatalogueError('privacy.exportNotFound');
        if (found.status === 'failed') throw new CatalogueError('privacy.exportFailed');
        if (found.status !== 'done') throw new CatalogueError('privacy.exportNotReady');
        const path = privacyExportPath(services.env.DATA_DIR, ctx.accountId, found.id);
        // A data directory restored without its archives: the export is gone, not broken.
        if (
          !(await access(path).then(
            () => true,
            () => false,
          ))
        )
          throw new CatalogueError('privacy.exportNotFound');
        await recordPrivacyAudit(ctx.db, ctx, 'exportDownloaded', found.contactId, { exportId: found.id });
        reply.header(
          'content-disposition',
          `attachment; filename="prosa-contact-${found.contactId}-${found.id}.zip"`,
        );
        reply.header('cache-control', 'no-store');
        reply.type('application/zip');
        return reply.send(
          createReadStream(privacyExportPath(services.env.DATA_DIR, ctx.accountId, found.id)),
        );
      },
    );
    api.post(
      '/api/privacy/contacts/:id/erasure',
      {
        config: administrators,
        schema: {
          summary: "Erase a contact's personal data, keeping anonymous conversation counts (LGPD)",
          tags,
          params,
          body: privacyErasureInput,
          response: { 200: privacyErasureResult },
        },
      },
      (request) => eraseContact(services, request.ctx, request.params.id, request.body.confirmation),
    );
    api.get(
      '/api/privacy/audit',
      {
        config: auditReaders,
        schema: {
          summary: "The account's LGPD audit log, newest first",
          tags,
          querystring: privacyAuditQuery,
          response: { 200: privacyAuditPage },
        },
      },
      async (request) => {
        const { cursor, contactId, limit } = request.query;
        const after = cursor ? decodeKeysetCursor(cursor, 'privacy.cursorInvalid', isAuditKey) : undefined;
        const page = await listPrivacyAudit(request.ctx.db, request.ctx.accountId, {
          contactId,
          after,
          limit,
        });
        return {
          items: page.items,
          nextCursor: page.last ? encodeKeysetCursor(page.last.key, page.last.id) : null,
        };
      },
    );
  };
}
