import { customerServiceWindowMs, humanAgentWindowMs } from '@prosa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxContext, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { type MetaError, metaErrors } from './metaErrors.ts';
import { metaInboundWebhook, metaStatusWebhook, newMid } from './metaWebhooks.ts';
import { readMetaSend } from './readMetaSend.ts';

// The Messenger Platform fake: the Send API (POST /{version}/me/messages) and the page read
// (GET /{version}/me) for Messenger pages and Instagram accounts. A page registers as provider
// 'messenger' with instanceId = its page id, an Instagram account as 'instagram' with its account
// id; secrets { pageAccessToken, appSecret, verifyToken }. The token names the page or account.

// The sandbox's send rate per page before Graph's 613 (Meta publishes no fixed figure).
const messagesPerSecond = 250;

const fail = (reply: FastifyReply, error: MetaError) => reply.code(error.httpStatus).send(error.body);

// Graph takes the token as a bearer header or as the access_token parameter.
function tokenOf(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) return header.slice('Bearer '.length);
  const query = request.query as { access_token?: unknown };
  return typeof query.access_token === 'string' ? query.access_token : null;
}

function numbersOfToken(sandbox: SandboxContext, token: string | null): SandboxNumber[] {
  if (!token) return [];
  const numbers = [...sandbox.store.numbers('messenger'), ...sandbox.store.numbers('instagram')];
  return numbers.filter((number) => number.secrets.pageAccessToken === token);
}

// A page's token also sends for its linked Instagram account: the recipient's id (a PSID or an
// IGSID, each scoped to one of them) says which.
const ofRecipient = (sandbox: SandboxContext, numbers: SandboxNumber[], recipient: string) =>
  numbers.find((number) => sandbox.store.thread(number.provider, number.instanceId, recipient).length > 0);

// A standard message within 24 hours of the customer's last; HUMAN_AGENT within 7 days; else
// Graph's 10 / 2018278.
function isWithinWindow(
  sandbox: SandboxContext,
  number: SandboxNumber,
  customer: string,
  tag: string | null,
) {
  const last = sandbox.store.lastInboundAt(number, customer);
  if (last === null) return false;
  const window = tag === 'HUMAN_AGENT' ? humanAgentWindowMs : customerServiceWindowMs;
  return sandbox.now() - last < window;
}

function sendApi(fakeOf: (number: SandboxNumber) => ProviderFake) {
  return async (app: Parameters<ProviderFake['plugin']>[0], { sandbox }: { sandbox: SandboxContext }) => {
    const throughput = new ThroughputLimit(messagesPerSecond);

    app.post('/:version/me/messages', async (request, reply) => {
      const numbers = numbersOfToken(sandbox, tokenOf(request));
      if (numbers.length === 0) return fail(reply, metaErrors.invalidToken());
      const send = readMetaSend(request.body);
      if ('httpStatus' in send) return fail(reply, send);
      const customer = send.recipient;
      const number = ofRecipient(sandbox, numbers, customer);
      if (!number) return fail(reply, metaErrors.noMatchingUser());
      if (!isWithinWindow(sandbox, number, customer, send.tag))
        return fail(reply, metaErrors.outsideWindow());
      const now = sandbox.now();
      if (!throughput.tryTake(number.instanceId, now)) return fail(reply, metaErrors.rateLimit());
      const message: ThreadMessage = {
        id: newMid(),
        direction: 'out',
        at: new Date(now).toISOString(),
        ...send.message,
        status: 'sent',
      };
      sandbox.acceptOutbound(fakeOf(number), number, customer, message);
      return { recipient_id: customer, message_id: message.id };
    });

    // The connection test: the page (or the Instagram account's page) the token speaks for.
    app.get('/:version/me', async (request, reply) => {
      const [number] = numbersOfToken(sandbox, tokenOf(request));
      if (!number) return fail(reply, metaErrors.invalidToken());
      return { id: number.config.pageId ?? number.instanceId, name: number.config.name ?? 'Prosa Sandbox' };
    });
  };
}

function metaFakeOf(provider: 'messenger' | 'instagram'): ProviderFake {
  return {
    provider,
    newInboundId: newMid,
    inboundWebhook: (_sandbox, number, customer, message) => metaInboundWebhook(number, customer, message),
    statusWebhook: (sandbox, number, customer, message, status) =>
      metaStatusWebhook(number, customer, message, status, sandbox.now()),
    // Both products share one Send API: the Messenger fake serves it for both.
    plugin: async () => {},
  };
}

export const instagramFake = metaFakeOf('instagram');
export const messengerFake: ProviderFake = {
  ...metaFakeOf('messenger'),
  plugin: sendApi((number) => (number.provider === 'instagram' ? instagramFake : messengerFake)),
};
