import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { renderTemplate, variableCountOf } from '../cloud/seededTemplates.ts';
import { acceptFormBodies, formOf } from '../shared/formBody.ts';
import { isWithinServiceWindow } from '../shared/limits/isWithinServiceWindow.ts';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxContext, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { gupshupTemplateList, gupshupTemplates } from './gupshupTemplates.ts';
import { gupshupInboundWebhook, gupshupStatusWebhook, newWhatsappId } from './gupshupWebhooks.ts';
import { readGupshupMessage, type ThreadContent } from './readGupshupMessage.ts';

// The Gupshup fake: the WhatsApp API routes Prosa calls, at Gupshup's paths (the channel's apiBaseUrl
// points here). A number registers with instanceId = its app name, secrets { apiKey } and config
// { source } (the business number); requests authenticate with the `apikey` header.

const messagesPerSecond = 80;

// Meta's failure for a free-form message outside the 24-hour window, as Gupshup relays it.
const outsideWindowError = {
  code: 131047,
  title: 'Re-engagement message',
  details: 'More than 24 hours have passed since the recipient last replied to the sender number.',
};

const fail = (reply: FastifyReply, httpStatus: number, message: string) =>
  reply.code(httpStatus).send({ status: 'error', message });

const digits = (phone: string) => phone.replace(/\D/g, '');

function mediaUrlOf(sandbox: SandboxContext, number: SandboxNumber, message: ThreadMessage): string | null {
  return message.mediaId
    ? `${sandbox.baseUrl()}/fm/wamedia/${encodeURIComponent(number.instanceId)}/${message.mediaId}`
    : null;
}

export const gupshupFake: ProviderFake = {
  provider: 'gupshup',
  newInboundId: newWhatsappId,
  inboundWebhook: (sandbox, number, customer, message) =>
    gupshupInboundWebhook(sandbox.store, number, customer, message, mediaUrlOf(sandbox, number, message)),
  statusWebhook: (sandbox, number, customer, message, status) =>
    gupshupStatusWebhook(number, customer, message, status, sandbox.now()),
  async plugin(app, { sandbox }) {
    acceptFormBodies(app);
    const throughput = new ThroughputLimit(messagesPerSecond);
    const apiKeyOf = (request: FastifyRequest) => {
      const header = request.headers.apikey;
      return typeof header === 'string' ? header : '';
    };

    // Both send routes: the app by src.name, its key, its source number, the customer, the rate.
    const sendFrom = (
      request: FastifyRequest,
      reply: FastifyReply,
      content: (form: URLSearchParams) => (ThreadContent & { isTemplate?: boolean }) | string,
    ) => {
      const form = formOf(request.body);
      const apiKey = apiKeyOf(request);
      if (!apiKey) return fail(reply, 401, 'Authentication Failed');
      const number = sandbox.store.findNumber('gupshup', form.get('src.name') ?? '');
      if (!number) return fail(reply, 400, 'Invalid App Details');
      if (number.secrets.apiKey !== apiKey) return fail(reply, 401, 'Authentication Failed');
      if (form.get('channel') !== 'whatsapp') return fail(reply, 400, 'Invalid Channel');
      const source = digits(form.get('source') ?? '');
      if (!source || (number.config.source && digits(number.config.source) !== source)) {
        return fail(reply, 400, 'Invalid Source');
      }
      const customer = digits(form.get('destination') ?? '');
      if (customer.length < 8 || customer.length > 15) return fail(reply, 400, 'Invalid Destination');
      const read = content(form);
      if (typeof read === 'string') return fail(reply, 400, read);
      const now = sandbox.now();
      if (!throughput.tryTake(number.instanceId, now)) return fail(reply, 429, 'Too Many Requests');
      const { isTemplate, ...shown } = read;
      const message: ThreadMessage = {
        id: randomUUID(),
        direction: 'out',
        at: new Date(now).toISOString(),
        ...shown,
        status: 'sent',
      };
      // Gupshup accepts a free-form message outside the window, then reports it failed.
      if (!isTemplate && !isWithinServiceWindow(sandbox.store, number, customer, now)) {
        message.status = 'failed';
        message.error = outsideWindowError;
      }
      sandbox.acceptOutbound(gupshupFake, number, customer, message);
      return reply.code(202).send({ status: 'submitted', messageId: message.id });
    };

    app.post('/wa/api/v1/msg', (request, reply) =>
      sendFrom(request, reply, (form) => readGupshupMessage(form.get('message'))),
    );

    app.post('/wa/api/v1/template/msg', (request, reply) =>
      sendFrom(request, reply, (form) => {
        let asked: { id?: unknown; params?: unknown };
        try {
          asked = JSON.parse(form.get('template') ?? '') as { id?: unknown; params?: unknown };
        } catch {
          return 'Invalid Template';
        }
        const template = gupshupTemplates.find((candidate) => candidate.gupshupId === asked.id);
        if (!template) return 'Template Not Found';
        const params = Array.isArray(asked.params) ? asked.params.map(String) : [];
        if (params.length !== variableCountOf(template.body)) return 'Template params mismatch';
        const body = renderTemplate(template.body, params);
        return {
          text: body,
          kind: 'template',
          template: { name: template.name, language: template.language, body },
          ...(template.quickReplies
            ? { buttons: template.quickReplies.map((title) => ({ id: title, title })) }
            : {}),
          isTemplate: true,
        } as ThreadContent & { isTemplate: true; kind: 'template' };
      }),
    );

    // The app's templates (also the connection test).
    app.get<{ Params: { appName: string } }>('/sm/api/v1/template/list/:appName', async (request, reply) => {
      const number = sandbox.store.findNumber('gupshup', request.params.appName);
      const apiKey = apiKeyOf(request);
      if (!apiKey || (number && number.secrets.apiKey !== apiKey))
        return fail(reply, 401, 'Authentication Failed');
      if (!number) return fail(reply, 400, 'Invalid App Details');
      return { status: 'success', templates: gupshupTemplateList(number.instanceId, sandbox.now()) };
    });

    // A customer's media: pre-signed URLs, as Gupshup's file manager hands out (the id is the secret).
    app.get<{ Params: { appName: string; mediaId: string } }>(
      '/fm/wamedia/:appName/:mediaId',
      async (request, reply) => {
        const media = sandbox.store.media(request.params.mediaId);
        const owner = media?.owner;
        if (!media || owner?.provider !== 'gupshup' || owner.instanceId !== request.params.appName) {
          return reply.code(404).send({ status: 'error', message: 'Not Found' });
        }
        return reply.type(media.mime).send(media.bytes);
      },
    );
  },
};
