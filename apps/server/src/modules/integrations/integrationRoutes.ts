import {
  botIntegrationIdParams,
  botIntegrationParams,
  conversationIntegrationParams,
  conversationIntegrationsResponse,
  crmIdParams,
  integrationInput,
  integrationResponse,
  integrationSendResponse,
  integrationsResponse,
  integrationWithSecret,
  levels,
  okResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../app/access.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { isAccountBot, listBotIntegrations } from './integrationRepository.ts';
import { listConversationIntegrations } from './listConversationIntegrations.ts';
import {
  createIntegration,
  deleteIntegration,
  renewIntegrationSecret,
  updateIntegration,
} from './saveIntegration.ts';
import { sendConversationToIntegration } from './sendConversationToIntegration.ts';
import { toIntegrationSummary } from './toIntegrationSummary.ts';

// A chatbot's integrations are its settings, like its channels: administrators and above. Sending
// a conversation is the forward's access (whoever may see the conversation, by the view rule).
const administer = memberAccess(levels.administrator);
const send = memberAccess(levels.junior, 'conversations.view');

export function integrationRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['integrations'];
    const deps = { secretKey: services.secretKey, isProduction: services.env.isProduction };
    api.get(
      '/api/bots/:botId/integrations',
      {
        config: administer,
        schema: {
          summary: "A chatbot's integrations, without their secrets",
          tags,
          params: botIntegrationParams,
          response: { 200: integrationsResponse },
        },
      },
      async (request) => {
        const { botId } = request.params;
        if (!(await isAccountBot(request.ctx.db, request.ctx.accountId, botId))) {
          throw new CatalogueError('integrations.botNotFound');
        }
        const rows = await listBotIntegrations(request.ctx.db, request.ctx.accountId, botId);
        return { integrations: rows.map(toIntegrationSummary) };
      },
    );
    api.post(
      '/api/bots/:botId/integrations',
      {
        config: administer,
        schema: {
          summary: 'Add an integration to a chatbot; its signing secret is answered this once',
          tags,
          params: botIntegrationParams,
          body: integrationInput,
          response: { 200: integrationWithSecret },
        },
      },
      (request) => createIntegration(request.ctx, request.params.botId, request.body, deps),
    );
    api.put(
      '/api/bots/:botId/integrations/:id',
      {
        config: administer,
        schema: {
          summary: 'Change an integration; its secret is kept',
          tags,
          params: botIntegrationIdParams,
          body: integrationInput,
          response: { 200: integrationResponse },
        },
      },
      (request) =>
        updateIntegration(request.ctx, request.params.botId, request.params.id, request.body, deps),
    );
    api.post(
      '/api/bots/:botId/integrations/:id/secret',
      {
        config: administer,
        schema: {
          summary: 'Replace the signing secret; the new one is answered this once',
          tags,
          params: botIntegrationIdParams,
          response: { 200: integrationWithSecret },
        },
      },
      (request) => renewIntegrationSecret(request.ctx, request.params.botId, request.params.id, deps),
    );
    api.delete(
      '/api/bots/:botId/integrations/:id',
      {
        config: administer,
        schema: {
          summary: 'Remove an integration',
          tags,
          params: botIntegrationIdParams,
          response: { 200: okResponse },
        },
      },
      async (request) => {
        await deleteIntegration(request.ctx, request.params.botId, request.params.id);
        return { ok: true as const };
      },
    );
    api.get(
      '/api/conversations/:id/integrations',
      {
        config: send,
        schema: {
          summary: "The active integrations of the conversation's chatbot, to send it to",
          tags,
          params: crmIdParams,
          response: { 200: conversationIntegrationsResponse },
        },
      },
      (request) => listConversationIntegrations(request.ctx, request.params.id),
    );
    api.post(
      '/api/conversations/:id/integrations/:integrationId',
      {
        config: send,
        schema: {
          summary: "Send the conversation's record to an integration of its chatbot",
          tags,
          params: conversationIntegrationParams,
          response: { 200: integrationSendResponse },
        },
      },
      (request) =>
        sendConversationToIntegration(request.ctx, deps, request.params.id, request.params.integrationId),
    );
  };
}
