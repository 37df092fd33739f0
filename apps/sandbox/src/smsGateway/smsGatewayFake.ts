import { randomUUID } from 'node:crypto';
import type { ProviderStatus } from '@prosa/contracts';
import { smsSegments } from '@prosa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, formOf } from '../shared/formBody.ts';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxNumber, ThreadMessage, WebhookRequest } from '../shared/ProviderFake.ts';

// A Brazilian SMS gateway as Prosa's generic HTTP provider meets them (Zenvia-, Comtele-, TWW-like):
// `GET|POST /sms-gateway/send` with to, text, from (and ref, our id) in the query string or a
// JSON / form body, an API key header, an answer { id, status }; webhooks as JSON to the URL given
// at registration (Prosa's carries its ?token=): an incoming SMS { id, from, to, text, receivedAt }
// and statuses { id, status, ref, at } in the gateway's own words (ENVIADA, ENTREGUE, NAO_ENTREGUE).
// A number registers with instanceId = the sender (number or short code), secrets { authValue }
// and config { authHeader }.

const messagesPerSecond = 30;
const statusWords: Record<ProviderStatus, string> = {
  sent: 'ENVIADA',
  delivered: 'ENTREGUE',
  read: 'ENTREGUE',
  failed: 'NAO_ENTREGUE',
};
// The status map a Prosa channel on this gateway takes.
export const smsGatewayStatusMap = 'ENVIADA=sent,ENTREGUE=delivered,NAO_ENTREGUE=failed';

const fail = (reply: FastifyReply, httpStatus: number, error: string, message: string) =>
  reply.code(httpStatus).send({ error, message });

const digits = (phone: string) => phone.replace(/\D/g, '');

function json(url: string, body: unknown): WebhookRequest {
  return {
    url,
    headers: { 'content-type': 'application/json', 'user-agent': 'sms-gateway-sandbox/1.0' },
    body: JSON.stringify(body),
  };
}

// The request's fields wherever the channel's template put them: query string first, then the body.
function fieldsOf(request: FastifyRequest): { to: string; text: string; from: string; ref: string } {
  const query = request.query as Record<string, string>;
  const body =
    request.body instanceof URLSearchParams
      ? Object.fromEntries(formOf(request.body))
      : ((request.body ?? {}) as Record<string, unknown>);
  const pick = (name: string) => String(query[name] ?? body[name] ?? '');
  return { to: pick('to'), text: pick('text'), from: pick('from'), ref: pick('ref') || pick('id') };
}

export const smsGatewayFake: ProviderFake = {
  provider: 'smsGateway',
  newInboundId: () => `MO-${randomUUID()}`,
  inboundWebhook: (sandbox, number, customer, message) =>
    json(number.webhookUrl, {
      id: message.id,
      from: customer.phone,
      to: number.instanceId,
      text: message.reply?.title ?? message.text,
      receivedAt: new Date(sandbox.now()).toISOString(),
    }),
  statusWebhook: (sandbox, number, _customer, message, status) =>
    json(number.webhookUrl, {
      id: message.id,
      status: statusWords[status],
      ref: message.reference ?? '',
      at: new Date(sandbox.now()).toISOString(),
    }),
  async plugin(app, { sandbox }) {
    acceptFormBodies(app);
    const throughput = new ThroughputLimit(messagesPerSecond);
    const numberOf = (request: FastifyRequest, from: string): SandboxNumber | null => {
      const number =
        sandbox.store.numbers('smsGateway').find((candidate) => candidate.instanceId === from) ??
        sandbox.store.numbers('smsGateway')[0];
      if (!number) return null;
      const header = request.headers[(number.config.authHeader ?? 'Authorization').toLowerCase()];
      return header === number.secrets.authValue ? number : null;
    };

    const send = async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = fieldsOf(request);
      const number = numberOf(request, fields.from);
      if (!number) return fail(reply, 401, 'UNAUTHORIZED', 'Invalid API key');
      const customer = digits(fields.to);
      if (!/^\d{10,15}$/.test(customer))
        return fail(reply, 422, 'INVALID_NUMBER', `Invalid number: ${fields.to}`);
      if (!fields.text) return fail(reply, 422, 'EMPTY_MESSAGE', 'text is required');
      const now = sandbox.now();
      if (!throughput.tryTake(number.instanceId, now))
        return fail(reply, 429, 'RATE_LIMIT', 'Too many requests');
      const message: ThreadMessage = {
        id: randomUUID(),
        direction: 'out',
        at: new Date(now).toISOString(),
        text: fields.text,
        kind: 'text',
        status: 'sent',
        ...(fields.ref ? { reference: fields.ref } : {}),
      };
      sandbox.acceptOutbound(smsGatewayFake, number, customer, message);
      return { id: message.id, status: 'ACEITA', parts: smsSegments(fields.text).segments };
    };
    app.get('/sms-gateway/send', send);
    app.post('/sms-gateway/send', send);
  },
};
