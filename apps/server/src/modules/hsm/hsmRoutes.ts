import {
  hsmChannelsResponse,
  hsmSendInput,
  hsmSendResponse,
  hsmSyncInput,
  hsmTemplatesQuery,
  hsmTemplatesResponse,
  levels,
  liveMessage,
  roomTemplateInput,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../app/access.ts';
import type { AppServices } from '../../app/services.ts';
import { listHsmChannels } from './listHsmChannels.ts';
import { listTemplatesOf } from './listTemplatesOf.ts';
import { sendHsm } from './sendHsm.ts';
import { sendRoomTemplate } from './sendRoomTemplate.ts';
import { syncWhatsappTemplates } from './syncWhatsappTemplates.ts';

// Whoever attends the live chat sends templates from it (spec core §2), as they start conversations.
const attend = memberAccess(levels.junior, 'live.attend');
const params = z.object({ id: z.string().trim().min(1).max(64) });

export function hsmRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['live'];
    api.get(
      '/api/live/hsm/channels',
      {
        config: attend,
        schema: {
          summary: "The account's WhatsApp channels a template can be sent on",
          tags,
          response: { 200: hsmChannelsResponse },
        },
      },
      (request) => listHsmChannels(request.ctx),
    );
    api.get(
      '/api/live/hsm/templates',
      {
        config: attend,
        schema: {
          summary: "A WhatsApp channel's templates, as last synced from its provider",
          tags,
          querystring: hsmTemplatesQuery,
          response: { 200: hsmTemplatesResponse },
        },
      },
      (request) => listTemplatesOf(request.ctx, request.query.channelId),
    );
    api.post(
      '/api/live/hsm/templates/sync',
      {
        config: attend,
        schema: {
          summary: "Fetch a WhatsApp channel's templates from its provider",
          tags,
          body: hsmSyncInput,
          response: { 200: hsmTemplatesResponse },
        },
      },
      (request) => syncWhatsappTemplates(services, request.ctx, request.body.channelId),
    );
    api.post(
      '/api/live/hsm',
      {
        config: attend,
        schema: {
          summary: 'Send a WhatsApp template to a number (1 credit), opening a paused conversation',
          tags,
          body: hsmSendInput,
          response: { 200: hsmSendResponse },
        },
      },
      (request) => sendHsm(services, request.ctx, request.body),
    );
    api.post(
      '/api/live/conversations/:id/template',
      {
        config: attend,
        schema: {
          summary: 'Send a WhatsApp template (1 credit) into an open room, as after its 24-hour window',
          tags,
          params,
          body: roomTemplateInput,
          response: { 200: liveMessage },
        },
      },
      (request) => sendRoomTemplate(services, request.ctx, request.params.id, request.body),
    );
  };
}
