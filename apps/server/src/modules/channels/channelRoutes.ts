import { channelInput, channelResponse, channelsResponse, levels, okResponse } from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../app/access.ts';
import { linkBaseUrl } from '../../app/linkBaseUrl.ts';
import type { AppServices } from '../../app/services.ts';
import { listAccountChannels } from './channelAdminRepository.ts';
import { deleteChannel } from './deleteChannel.ts';
import { createChannel, updateChannel } from './saveChannel.ts';
import { toChannelSummary } from './toChannelSummary.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });

// The channels API of issue 14's fixed interface, for administrators.
export function channelRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['channels'];
    const access = memberAccess(levels.administrator);
    const publicUrlOf = (request: FastifyRequest) => linkBaseUrl(services.env, request);
    const depsOf = (request: FastifyRequest) => ({
      secretKey: services.secretKey,
      isProduction: services.env.isProduction,
      publicUrl: publicUrlOf(request),
    });
    api.get(
      '/api/channels',
      {
        config: access,
        schema: {
          summary: "List the account's channels, without their secrets",
          tags,
          response: { 200: channelsResponse },
        },
      },
      async (request) => {
        const rows = await listAccountChannels(request.ctx.db, request.ctx.accountId);
        const publicUrl = publicUrlOf(request);
        return { channels: rows.map((row) => toChannelSummary(row, services.secretKey, publicUrl)) };
      },
    );
    api.post(
      '/api/channels',
      {
        config: access,
        schema: {
          summary: 'Connect a channel (a WhatsApp number)',
          tags,
          body: channelInput,
          response: { 200: channelResponse },
        },
      },
      async (request) => ({ channel: await createChannel(request.ctx, request.body, depsOf(request)) }),
    );
    api.put(
      '/api/channels/:id',
      {
        config: access,
        schema: {
          summary: 'Change a channel; secrets left out keep their stored values',
          tags,
          params,
          body: channelInput,
          response: { 200: channelResponse },
        },
      },
      async (request) => ({
        channel: await updateChannel(request.ctx, request.params.id, request.body, depsOf(request)),
      }),
    );
    api.delete(
      '/api/channels/:id',
      {
        config: access,
        schema: { summary: 'Remove a channel', tags, params, response: { 200: okResponse } },
      },
      async (request) => {
        await deleteChannel(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
