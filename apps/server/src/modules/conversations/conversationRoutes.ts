import { createReadStream } from 'node:fs';
import {
  conversationComment,
  conversationCommentInput,
  conversationCount,
  conversationExport,
  conversationExportList,
  conversationForwardInput,
  conversationFull,
  conversationListPage,
  crmIdParams,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { fileResponse } from '../../app/openApi/fileResponse.ts';
import type { AppServices } from '../../app/services.ts';
import { addConversationComment } from './addConversationComment.ts';
import {
  exportFilePath,
  findConversationExport,
  listConversationExports,
  readConversationExport,
  startConversationExport,
} from './exportConversations.ts';
import { forwardConversation } from './forwardConversation.ts';
import { countConversationHistory, listConversationHistory } from './listConversationHistory.ts';
import { deleteConversationRecord, readConversationRecord } from './readConversationRecord.ts';

// Reading: every level holding `conversations.view` (the view rule limits which ones); export:
// `conversations.export`; delete: administrators and above (spec core.md §2).
const read = memberAccess(levels.junior, 'conversations.view');
const exporting = memberAccess(levels.attendant, 'conversations.export');
// Commenting: attendants and above who may see the conversation (a junior reads them).
const comment = memberAccess(levels.attendant, 'conversations.view');
const administer = memberAccess(levels.administrator, 'conversations.view');
const exported = fileResponse('The conversations as CSV or XLSX', [
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export function conversationRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['conversations'];
    const params = crmIdParams;
    // The query string is read by the use case (its errors are catalogue 400s).
    api.get(
      '/api/conversations',
      {
        config: read,
        schema: {
          summary: 'Search conversations, a page at a time',
          response: { 200: conversationListPage },
          tags,
        },
      },
      (request) =>
        listConversationHistory(request.ctx, services.clock, request.query as Record<string, unknown>),
    );
    api.get(
      '/api/conversations/count',
      {
        config: read,
        schema: {
          summary: 'Count the matching conversations (capped)',
          response: { 200: conversationCount },
          tags,
        },
      },
      (request) =>
        countConversationHistory(request.ctx, services.clock, request.query as Record<string, unknown>),
    );
    api.get(
      '/api/conversations/:id',
      {
        config: read,
        schema: {
          summary: 'A conversation with its transcript',
          response: { 200: conversationFull },
          tags,
          params,
        },
      },
      (request) => readConversationRecord(request.ctx, request.params.id),
    );
    api.delete(
      '/api/conversations/:id',
      {
        config: administer,
        schema: { summary: 'Delete a conversation', response: { 200: okResponse }, tags, params },
      },
      async (request) => {
        await deleteConversationRecord(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
    api.post(
      '/api/conversations/:id/forward',
      {
        config: read,
        schema: {
          summary: 'Forward the transcript by e-mail',
          response: { 200: okResponse },
          tags,
          params,
          body: conversationForwardInput,
        },
      },
      async (request) => {
        await forwardConversation(request.ctx, services.mailer, request.params.id, request.body.email);
        return { ok: true as const };
      },
    );
    api.post(
      '/api/conversations/:id/comments',
      {
        config: comment,
        schema: {
          summary: 'Add an internal comment to a conversation',
          response: { 200: conversationComment },
          tags,
          params,
          body: conversationCommentInput,
        },
      },
      (request) => addConversationComment(request.ctx, request.params.id, request.body.text),
    );
    api.post(
      '/api/conversation-exports',
      {
        config: exporting,
        schema: {
          summary: 'Start an export of the searched conversations',
          response: { 200: conversationExport },
          tags,
        },
      },
      (request) => startConversationExport(services, request.ctx, request.body),
    );
    api.get(
      '/api/conversation-exports',
      {
        config: exporting,
        schema: {
          summary: "The caller's latest exports",
          response: { 200: conversationExportList },
          tags,
        },
      },
      (request) => listConversationExports(request.ctx),
    );
    api.get(
      '/api/conversation-exports/:id',
      {
        config: exporting,
        schema: { summary: "An export's progress", response: { 200: conversationExport }, tags, params },
      },
      (request) => readConversationExport(request.ctx, request.params.id),
    );
    api.get(
      '/api/conversation-exports/:id/file',
      {
        config: exporting,
        schema: { summary: 'Download a finished export', response: { 200: exported }, tags, params },
      },
      async (request, reply) => {
        const row = await findConversationExport(request.ctx, request.params.id);
        if (row.status !== 'done') throw new CatalogueError('conversations.exportNotReady');
        const name = `conversations-${row.createdAt.toISOString().slice(0, 10)}.${row.format}`;
        reply.header('content-disposition', `attachment; filename="${name}"`);
        reply.type(
          row.format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        return reply.send(
          createReadStream(exportFilePath(services.env.DATA_DIR, row.accountId, row.id, row.format)),
        );
      },
    );
  };
}
