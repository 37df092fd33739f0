import { channelInstallation, connectionTestResult, levels } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberAccess } from '../../../app/access.ts';
import { linkBaseUrl } from '../../../app/linkBaseUrl.ts';
import type { AppServices } from '../../../app/services.ts';
import { inboundSmtpPortOf } from '../email/inboundSmtpPort.ts';
import { readInstallation } from './readInstallation.ts';
import { testConnection } from './testConnection.ts';

const params = z.object({ id: z.string().trim().min(1).max(64) });

// The chatbot's installation tab (issue 14 §5): what to paste at the provider, and a connection test.
export const connectionTestRoutes = (services: AppServices) =>
  async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['channels'];
    const config = memberAccess(levels.administrator);
    api.post(
      '/api/channels/:id/test',
      {
        config,
        schema: {
          summary: "Test a channel's connection with its stored credentials",
          tags,
          params,
          response: { 200: connectionTestResult },
        },
      },
      (request) =>
        testConnection(
          request.ctx,
          request.params.id,
          services.secretKey,
          linkBaseUrl(services.env, request),
        ),
    );
    api.get(
      '/api/channels/:id/installation',
      {
        config,
        schema: {
          summary: "A channel's webhook URL and verify token, to paste at the provider",
          tags,
          params,
          response: { 200: channelInstallation },
        },
      },
      (request) =>
        readInstallation(
          request.ctx,
          request.params.id,
          services.secretKey,
          linkBaseUrl(services.env, request),
          inboundSmtpPortOf(services),
        ),
    );
  };
