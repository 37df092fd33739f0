import type { FastifyInstance } from 'fastify';
import type { SandboxRuntime } from './createSandboxContext.ts';
import {
  type ProviderFake,
  type SandboxProvider,
  sandboxProviders,
  type ThreadMessage,
} from './ProviderFake.ts';

// The customer side of every fake (contract in the COMMON notes): register a business
// number, write as the customer, read, and list a thread. The channel simulator and the tests drive
// the fakes through these routes only.

const provider = { type: 'string', enum: [...sandboxProviders] } as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;

interface NumberBody {
  provider: SandboxProvider;
  instanceId: string;
  webhookUrl: string;
  secrets: Record<string, string>;
  config?: Record<string, string>;
}

interface CustomerMessageBody {
  provider: SandboxProvider;
  instanceId: string;
  from: string;
  profileName?: string;
  text?: string;
  reply?: { id: string; title: string };
  // Messenger and Instagram: the reply is a postback button's, not a quick reply's.
  postback?: boolean;
  media?: { mime: string; name: string; base64: string };
}

interface ThreadQuery {
  provider: SandboxProvider;
  instanceId: string;
  customer: string;
}

// A customer number as WhatsApp writes it: E.164 digits, no '+'.
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

export function sandboxRoutes(app: FastifyInstance, runtime: SandboxRuntime, fakes: ProviderFake[]): void {
  const fakeOf = (name: SandboxProvider) => fakes.find((fake) => fake.provider === name) ?? null;
  const notFound = { error: 'unknown provider or number' };

  app.post<{ Body: NumberBody }>(
    '/_sandbox/numbers',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'instanceId', 'webhookUrl', 'secrets'],
          properties: {
            provider,
            instanceId: { type: 'string', minLength: 1 },
            webhookUrl: { type: 'string', minLength: 1 },
            secrets: stringMap,
            config: stringMap,
          },
        },
      },
    },
    async (request, reply) => {
      const { config, ...number } = request.body;
      runtime.store.registerNumber({ ...number, config: config ?? {} });
      return reply.code(204).send();
    },
  );

  app.post<{ Body: CustomerMessageBody }>(
    '/_sandbox/customer/messages',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'instanceId', 'from'],
          properties: {
            provider,
            instanceId: { type: 'string' },
            from: { type: 'string', minLength: 1 },
            profileName: { type: 'string' },
            text: { type: 'string' },
            reply: {
              type: 'object',
              required: ['id', 'title'],
              properties: { id: { type: 'string' }, title: { type: 'string' } },
            },
            postback: { type: 'boolean' },
            media: {
              type: 'object',
              required: ['mime', 'name', 'base64'],
              properties: { mime: { type: 'string' }, name: { type: 'string' }, base64: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const fake = fakeOf(body.provider);
      const number = runtime.store.findNumber(body.provider, body.instanceId);
      if (!fake || !number) return reply.code(404).send(notFound);
      const customer = digitsOf(body.from);
      const message: ThreadMessage = {
        id: fake.newInboundId(),
        direction: 'in',
        at: new Date(runtime.now()).toISOString(),
        text: body.reply?.title ?? body.text ?? '',
        kind: body.media ? 'media' : 'text',
        status: 'delivered',
      };
      if (body.reply) message.reply = body.reply;
      if (body.reply && body.postback) message.postback = true;
      if (body.media) {
        const mediaId = runtime.store.putMedia({
          bytes: Buffer.from(body.media.base64, 'base64'),
          mime: body.media.mime,
          name: body.media.name,
          owner: { provider: number.provider, instanceId: number.instanceId },
        });
        message.mediaId = mediaId;
        message.media = {
          url: `${runtime.baseUrl()}/_sandbox/media/${mediaId}`,
          mime: body.media.mime,
          name: body.media.name,
        };
      }
      runtime.store.append(number, customer, message);
      const profile = body.profileName ? { profileName: body.profileName } : {};
      await runtime.deliver(
        number,
        customer,
        fake.inboundWebhook(runtime, number, { phone: customer, ...profile }, message),
      );
      return { id: message.id };
    },
  );

  app.post<{ Body: Omit<ThreadQuery, 'customer'> & { customer: string } }>(
    '/_sandbox/customer/read',
    {
      schema: {
        body: {
          type: 'object',
          required: ['provider', 'instanceId', 'customer'],
          properties: { provider, instanceId: { type: 'string' }, customer: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const { provider: name, instanceId } = request.body;
      const fake = fakeOf(name);
      const number = runtime.store.findNumber(name, instanceId);
      if (!fake || !number) return reply.code(404).send(notFound);
      const customer = digitsOf(request.body.customer);
      const unread = runtime.store
        .thread(name, instanceId, customer)
        .filter(
          (message) =>
            message.direction === 'out' && message.status !== 'read' && message.status !== 'failed',
        );
      await Promise.all(unread.map((message) => runtime.advance(fake, number, customer, message, 'read')));
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: ThreadQuery }>(
    '/_sandbox/threads',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['provider', 'instanceId', 'customer'],
          properties: { provider, instanceId: { type: 'string' }, customer: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const { provider: name, instanceId, customer } = request.query;
      const messages = runtime.store.thread(name, instanceId, digitsOf(customer));
      return { messages: messages.map(publicView) };
    },
  );

  // The customer's own media, for the simulator to show (the providers' media routes need a token).
  app.get<{ Params: { id: string } }>('/_sandbox/media/:id', async (request, reply) => {
    const media = runtime.store.media(request.params.id);
    if (!media) return reply.code(404).send({ error: 'unknown media' });
    return reply.type(media.mime).send(media.bytes);
  });
}

// A thread message as the simulator reads it: the internal bookkeeping stays inside.
function publicView(message: ThreadMessage) {
  const { mediaId: _mediaId, reference: _reference, ...view } = message;
  return view;
}
