import { attachmentRef, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { crossSiteAccess, memberAccess, publicAccess } from '../../../app/access.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { fileResponse } from '../../../app/openApi/fileResponse.ts';
import type { AppServices } from '../../../app/services.ts';
import {
  identifyVisitor,
  proveVisitorFileKey,
  proveVisitorSecret,
  visitorLimitKeys,
} from '../../webchat/index.ts';
import { findVisitorAttachment } from './attachmentRepository.ts';
import { findMemberAttachment } from './findMemberAttachment.ts';
import { sendAttachmentFile } from './sendAttachmentFile.ts';
import { storeUpload } from './storeUpload.ts';
import { storeVisitorUpload } from './storeVisitorUpload.ts';

const idParams = z.object({ id: z.string().max(64) });
const visitorQuery = z.object({
  bot: z.string().max(128).default(''),
  visitor: z.string().max(128).default(''),
});
// A file link carries the visitor's file key, not their secret (links reach logs and history).
const visitorFileQuery = visitorQuery.extend({ key: z.string().max(128).default('') });

// Uploads for the panel (/api/live) and the widget (/api/webchat). The body is the raw file,
// streamed to disk by storeUpload: every content type reaches the handler unparsed, which judges it.
const uploaded = z.object({ attachment: attachmentRef });
const file = fileResponse('The file, with its stored media type', ['*/*']);

export function attachmentRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['live'];
    const { db } = services.database;
    const visitorOf = (query: { bot: string; visitor: string }) =>
      identifyVisitor(db, { botToken: query.bot, visitorId: query.visitor });

    api.post(
      '/api/live/attachments',
      {
        config: memberAccess(levels.junior, 'live.attend'),
        schema: { summary: 'Upload an attachment for a live message', tags, response: { 200: uploaded } },
      },
      async (request) => ({
        attachment: await storeUpload(services, request, {
          accountId: request.ctx.accountId,
          ownerId: request.ctx.userId,
          botId: null,
        }),
      }),
    );
    api.get(
      '/api/live/attachments/:id',
      {
        config: memberAccess(),
        schema: {
          summary: 'Download a live conversation attachment',
          tags,
          params: idParams,
          response: { 200: file },
        },
      },
      async (request, reply) => {
        const { accountId, userId } = request.ctx;
        const row = await findMemberAttachment(db, accountId, userId, request.params.id);
        if (!row) throw new CatalogueError('live.attachmentNotFound');
        return sendAttachmentFile(reply, services.env.DATA_DIR, row);
      },
    );

    // The widget runs on customers' sites: its calls are cross-origin and carry no cookie.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/api/webchat/')) reply.header('access-control-allow-origin', '*');
    });
    app.options(
      '/api/webchat/attachments',
      { config: publicAccess, schema: { hide: true } },
      (_request, reply) =>
        reply
          .header('access-control-allow-methods', 'POST, GET')
          .header('access-control-allow-headers', 'content-type, x-file-name, x-visitor-secret')
          .header('access-control-max-age', '600')
          .status(204)
          .send(),
    );
    api.post(
      '/api/webchat/attachments',
      {
        config: crossSiteAccess,
        schema: {
          summary: 'Upload an attachment from the webchat widget',
          tags,
          querystring: visitorQuery,
          response: { 200: uploaded },
        },
      },
      async (request) => {
        const visitor = await visitorOf(request.query);
        await proveVisitorSecret(db, visitor, request.headers['x-visitor-secret']);
        const owner = { accountId: visitor.accountId, ownerId: visitor.visitorId, botId: visitor.botId };
        const keys = visitorLimitKeys(visitor, request.ip);
        return { attachment: await storeVisitorUpload(services, request, owner, keys) };
      },
    );
    api.get(
      '/api/webchat/attachments/:id',
      {
        // The widget shows these files on customers' pages: they load from any origin.
        config: { ...publicAccess, isEmbeddable: true },
        schema: {
          summary: 'Download an attachment from the webchat widget',
          response: { 200: file },
          tags,
          params: idParams,
          querystring: visitorFileQuery,
        },
      },
      async (request, reply) => {
        const visitor = await visitorOf(request.query);
        await proveVisitorFileKey(db, visitor, request.query.key);
        const row = await findVisitorAttachment(db, visitor, request.params.id);
        if (!row) throw new CatalogueError('live.attachmentNotFound');
        return sendAttachmentFile(reply, services.env.DATA_DIR, row);
      },
    );
  };
}
