import {
  levels,
  okResponse,
  type SimulatorThread,
  simulatorChannels,
  simulatorReadInput,
  simulatorSendInput,
  simulatorSent,
  simulatorThread,
  simulatorThreadQuery,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../../app/access.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { AppServices } from '../../../app/services.ts';
import { findAccountChannel } from '../channelRepository.ts';
import { callSandbox } from './callSandbox.ts';
import { emailSimulatorThread } from './emailSimulatorThread.ts';
import { findSimulatorChannel, listSimulatorChannels } from './findSimulatorChannel.ts';
import { isOnSandbox, registerWithSandbox } from './registerWithSandbox.ts';
import { sendSimulatorEmail } from './sendSimulatorEmail.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });

// The channel simulator (issue 14 §4, demo mode): the administrator plays a customer of one of the
// account's channels through the provider sandbox's customer API. `sandboxUrl` is null when no
// sandbox runs (production): every route then answers simulator.sandboxUnavailable.
export const simulatorRoutes = (services: AppServices, sandboxUrl: string | null) =>
  async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['simulator'];
    const config = memberAccess(levels.administrator);
    api.get(
      '/api/simulator/channels',
      {
        config,
        schema: {
          summary: "The account's channels the simulator can play a customer of (demo mode)",
          tags,
          response: { 200: simulatorChannels },
        },
      },
      async (request) => {
        if (!sandboxUrl) throw new CatalogueError('simulator.sandboxUnavailable');
        const listed = await listSimulatorChannels(request.ctx);
        return { channels: listed.map(({ sandboxProvider: _fake, ...channel }) => channel) };
      },
    );
    api.get(
      '/api/simulator/channels/:id/thread',
      {
        config,
        schema: {
          summary: "A simulated customer's thread with a channel, as the provider's fake holds it",
          tags,
          params,
          querystring: simulatorThreadQuery,
          response: { 200: simulatorThread },
        },
      },
      async (request) => {
        const channel = await findSimulatorChannel(request.ctx, request.params.id, request.query.customer);
        // Addresses are compared as the inbound path stores them, in lower case.
        if (channel.type === 'email')
          return {
            messages: await emailSimulatorThread(
              request.ctx,
              channel.id,
              request.query.customer.toLowerCase(),
            ),
          };
        const query = new URLSearchParams({
          provider: channel.sandboxProvider,
          instanceId: channel.instanceId,
          customer: request.query.customer,
        });
        const thread = await callSandbox<SimulatorThread>(sandboxUrl, `/_sandbox/threads?${query}`, {
          method: 'GET',
        });
        return { messages: thread?.messages ?? [] };
      },
    );
    api.post(
      '/api/simulator/channels/:id/messages',
      {
        config,
        schema: {
          summary: 'The simulated customer writes to a channel (the fake posts the signed webhook)',
          tags,
          params,
          body: simulatorSendInput,
          response: { 200: simulatorSent },
        },
      },
      async (request) => {
        const channel = await findSimulatorChannel(request.ctx, request.params.id, request.body.customer);
        // E-mail has no buttons: a chosen option would be typed as its title.
        if (channel.type === 'email')
          return sendSimulatorEmail(services, request.ctx, channel, {
            customer: request.body.customer.toLowerCase(),
            profileName: request.body.profileName,
            text: request.body.text?.trim() || request.body.reply?.title || '',
          });
        // A channel created or edited since the start is (re-)registered: the sandbox forgets nothing
        // it was told, but it was never told about this one or its new credentials.
        const row = await findAccountChannel(request.ctx.db, request.ctx.accountId, channel.id);
        if (sandboxUrl && row && isOnSandbox(row, sandboxUrl)) {
          const serverUrl = `http://localhost:${request.socket.localPort}`;
          await registerWithSandbox(row, sandboxUrl, services.secretKey, serverUrl);
        }
        const { customer, ...message } = request.body;
        const sent = await callSandbox<{ id: string }>(sandboxUrl, '/_sandbox/customer/messages', {
          method: 'POST',
          body: {
            provider: channel.sandboxProvider,
            instanceId: channel.instanceId,
            from: customer,
            ...message,
          },
        });
        return { id: sent?.id ?? '' };
      },
    );
    api.post(
      '/api/simulator/channels/:id/read',
      {
        config,
        schema: {
          summary: 'The simulated customer reads the thread (the fake posts read statuses)',
          tags,
          params,
          body: simulatorReadInput,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const channel = await findSimulatorChannel(request.ctx, request.params.id, request.body.customer);
        // Mail has no read receipts to send.
        if (channel.type === 'email') return { ok: true as const };
        await callSandbox(sandboxUrl, '/_sandbox/customer/read', {
          method: 'POST',
          body: {
            provider: channel.sandboxProvider,
            instanceId: channel.instanceId,
            customer: request.body.customer,
          },
        });
        return { ok: true as const };
      },
    );
  };
