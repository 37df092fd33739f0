import {
  broadcastChannelsResponse,
  broadcastDispatchesResponse,
  broadcastDispatchInput,
  broadcastDispatchResponse,
  broadcastIdParams,
  broadcastSendersResponse,
  broadcastTemplateInput,
  broadcastTemplateResponse,
  broadcastTemplatesResponse,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkPermission } from '../../app/checkPermission.ts';
import type { AppServices } from '../../app/services.ts';
import { allowedSenders } from '../channels/index.ts';
import {
  findAccountTemplate,
  listAccountTemplates,
  toBroadcastTemplate,
} from './broadcastTemplateRepository.ts';
import { createBroadcastTemplate } from './createBroadcastTemplate.ts';
import { createDispatch } from './createDispatch.ts';
import { deleteBroadcastTemplate } from './deleteBroadcastTemplate.ts';
import { dispatchStatisticsRoutes } from './dispatchStatisticsRoutes.ts';
import { draftRoutes } from './draftRoutes.ts';
import { listBroadcastChannels } from './listBroadcastChannels.ts';
import { listDispatches } from './listDispatches.ts';
import { readDispatch } from './readDispatch.ts';

// Broadcast (spec campaigns §2, §6): who holds `broadcast.view` sees templates and dispatches
// (attendants and up by the permission's floor); creating, submitting, deleting and sending is
// `broadcast.send`, managers and up — it spends the account's credits.
const view = memberAccess(levels.attendant, 'broadcast.view');
const send = memberAccess(levels.manager, 'broadcast.send');

export function broadcastRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['broadcast'];
    api.get(
      '/api/broadcast/templates',
      {
        config: view,
        schema: {
          summary: "The account's broadcast templates",
          tags,
          response: { 200: broadcastTemplatesResponse },
        },
      },
      async (request) => ({ templates: await listAccountTemplates(request.ctx.db, request.ctx.accountId) }),
    );
    api.get(
      '/api/broadcast/templates/:id',
      {
        config: view,
        schema: {
          summary: 'One broadcast template',
          tags,
          params: broadcastIdParams,
          response: { 200: broadcastTemplateResponse },
        },
      },
      async (request) => {
        const found = await findAccountTemplate(request.ctx.db, request.ctx.accountId, request.params.id);
        if (!found || found.template.status === 'deleted')
          throw new CatalogueError('broadcast.templateNotFound');
        return { template: toBroadcastTemplate(found.template, found.author) };
      },
    );
    api.post(
      '/api/broadcast/templates',
      {
        config: send,
        schema: {
          summary: "Create a template (a WhatsApp one is submitted to the channel's provider)",
          tags,
          body: broadcastTemplateInput,
          response: { 200: broadcastTemplateResponse },
        },
      },
      (request) => createBroadcastTemplate(services, request.ctx, request.body),
    );
    api.delete(
      '/api/broadcast/templates/:id',
      {
        config: send,
        schema: {
          summary: 'Delete a template',
          tags,
          params: broadcastIdParams,
          response: { 200: okResponse },
        },
      },
      (request) => deleteBroadcastTemplate(request.ctx, request.params.id),
    );
    api.get(
      '/api/broadcast/dispatches',
      {
        config: view,
        schema: {
          summary: "The account's latest dispatches",
          tags,
          response: { 200: broadcastDispatchesResponse },
        },
      },
      (request) => listDispatches(request.ctx),
    );
    api.get(
      '/api/broadcast/dispatches/:id',
      {
        config: view,
        schema: {
          summary: 'A dispatch with its recipients counted by state',
          tags,
          params: broadcastIdParams,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => readDispatch(request.ctx, request.params.id),
    );
    api.post(
      '/api/broadcast/dispatches',
      {
        config: send,
        schema: {
          summary: 'Create a dispatch of a template to recipients, now or at its schedule',
          tags,
          body: broadcastDispatchInput,
          response: { 200: broadcastDispatchResponse },
        },
      },
      (request) => {
        // A CRM filter finds what the caller could find in the CRM: it needs that area's permission
        // too, as a list made from the CRM does.
        if (request.body.filter) {
          if (!request.auth) throw new CatalogueError('generic.forbidden');
          checkPermission(request.auth, 'contacts.view');
        }
        return createDispatch(services, request.ctx, request.body);
      },
    );
    api.get(
      '/api/broadcast/channels',
      {
        config: view,
        schema: {
          summary: 'The WhatsApp, SMS and e-mail channels a dispatch may go through',
          tags,
          response: { 200: broadcastChannelsResponse },
        },
      },
      (request) => listBroadcastChannels(request.ctx),
    );
    api.get(
      '/api/broadcast/senders',
      {
        config: send,
        schema: {
          summary: "The addresses of the account's verified sending domains an e-mail dispatch may send as",
          tags,
          response: { 200: broadcastSendersResponse },
        },
      },
      async (request) => ({ senders: await allowedSenders(request.ctx.db, request.ctx.accountId) }),
    );
    await dispatchStatisticsRoutes(app);
    await draftRoutes(services)(app);
  };
}
