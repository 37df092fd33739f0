import {
  levels,
  okResponse,
  sendingDomainEmailsInput,
  sendingDomainIdParams,
  sendingDomainInput,
  sendingDomainResponse,
  sendingDomainsResponse,
} from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberAccess } from '../../../app/access.ts';
import type { AppServices } from '../../../app/services.ts';
import { createSendingDomain } from './createSendingDomain.ts';
import { deleteSendingDomain } from './deleteSendingDomain.ts';
import type { DnsResolver } from './dnsResolver.ts';
import { findSendingDomains } from './sendingDomainRepository.ts';
import { toSendingDomain } from './toSendingDomain.ts';
import { updateSendingDomainEmails } from './updateSendingDomainEmails.ts';
import { verifySendingDomain } from './verifySendingDomain.ts';

// /settings/domains: administrators, as the account's other sending settings (users, journeys).
const access = memberAccess(levels.administrator);

export function sendingDomainRoutes(services: AppServices, resolver: DnsResolver) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['settings'];
    const params = sendingDomainIdParams;
    api.get(
      '/api/settings/domains',
      {
        config: access,
        schema: { summary: 'List sending domains', tags, response: { 200: sendingDomainsResponse } },
      },
      async (request) => ({
        domains: (await findSendingDomains(request.ctx.db, request.ctx.accountId)).map((row) =>
          toSendingDomain(row, services.env),
        ),
      }),
    );
    api.post(
      '/api/settings/domains',
      {
        config: access,
        schema: {
          summary: 'Add a sending domain (its DKIM key is made here)',
          tags,
          body: sendingDomainInput,
          response: { 200: sendingDomainResponse },
        },
      },
      (request) => createSendingDomain(request.ctx, services, request.body),
    );
    api.put(
      '/api/settings/domains/:id/emails',
      {
        config: access,
        schema: {
          summary: 'Set the e-mails allowed to send from a domain',
          tags,
          params,
          body: sendingDomainEmailsInput,
          response: { 200: sendingDomainResponse },
        },
      },
      (request) => updateSendingDomainEmails(request.ctx, services.env, request.params.id, request.body),
    );
    api.post(
      '/api/settings/domains/:id/verify',
      {
        config: access,
        schema: {
          summary: 'Look the DNS records up now',
          tags,
          params,
          response: { 200: sendingDomainResponse },
        },
      },
      (request) => verifySendingDomain(request.ctx, services, resolver, request.params.id),
    );
    api.delete(
      '/api/settings/domains/:id',
      {
        config: access,
        schema: { summary: 'Delete a sending domain', tags, params, response: { 200: okResponse } },
      },
      async (request) => {
        await deleteSendingDomain(request.ctx, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
