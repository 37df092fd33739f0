import {
  broadcastDispatchResponse,
  broadcastDraftInput,
  broadcastIdParams,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkPermission } from '../../app/checkPermission.ts';
import type { AppServices } from '../../app/services.ts';
import { deleteDispatch } from './deleteDispatch.ts';
import { duplicateDispatch } from './duplicateDispatch.ts';
import { saveDraft } from './saveDraft.ts';
import { sendDraft } from './sendDraft.ts';
import { stopDispatch } from './stopDispatch.ts';

// Drafts, ready dispatches, sending them, duplicating, stopping and deleting a dispatch (issue 18,
// scheduling): all `broadcast.send`, as creating a dispatch is.
const send = memberAccess(levels.manager, 'broadcast.send');

export function draftRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['broadcast'];
    // A CRM filter finds what the caller could find in the CRM (as POST /api/broadcast/dispatches).
    const checkFilter = (request: {
      body: { filter?: unknown };
      auth: Parameters<typeof checkPermission>[0] | null;
    }) => {
      if (!request.body.filter) return;
      if (!request.auth) throw new CatalogueError('generic.forbidden');
      checkPermission(request.auth, 'contacts.view');
    };
    api.post(
      '/api/broadcast/drafts',
      {
        config: send,
        schema: {
          summary: 'Save a new draft (or, with ready, a dispatch ready to send)',
          tags,
          body: broadcastDraftInput,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => {
        checkFilter(request);
        return saveDraft(services, request.ctx, request.body);
      },
    );
    api.put(
      '/api/broadcast/dispatches/:id',
      {
        config: send,
        schema: {
          summary: 'Edit a draft or ready dispatch',
          tags,
          params: broadcastIdParams,
          body: broadcastDraftInput,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => {
        checkFilter(request);
        return saveDraft(services, request.ctx, request.body, request.params.id);
      },
    );
    api.post(
      '/api/broadcast/dispatches/:id/send',
      {
        config: send,
        schema: {
          summary: 'Send a draft or ready dispatch: now, at its schedule, or on its cron',
          tags,
          params: broadcastIdParams,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => sendDraft(services, request.ctx, request.params.id),
    );
    api.post(
      '/api/broadcast/dispatches/:id/duplicate',
      {
        config: send,
        schema: {
          summary: 'Copy a dispatch as a new draft',
          tags,
          params: broadcastIdParams,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => duplicateDispatch(services, request.ctx, request.params.id),
    );
    api.post(
      '/api/broadcast/dispatches/:id/stop',
      {
        config: send,
        schema: {
          summary:
            'Stop a scheduled, recurring or sending dispatch: its recipients not yet sent are not sent',
          tags,
          params: broadcastIdParams,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => stopDispatch(services, request.ctx, request.params.id),
    );
    api.delete(
      '/api/broadcast/dispatches/:id',
      {
        config: send,
        schema: {
          summary: 'Delete a draft or ready dispatch (never sent)',
          tags,
          params: broadcastIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteDispatch(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
