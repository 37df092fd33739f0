import type { FastifyReply, FastifyRequest } from 'fastify';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { type RcsError, rcsErrors } from './rcsErrors.ts';
import { newRcsMessageId, rcsInboundWebhook, rcsStatusWebhook } from './rcsWebhooks.ts';
import { readRcsSend } from './readRcsSend.ts';

// The RCS Business Messaging fake: `GET /v1/phones/{E.164}/capabilities` and `POST
// /v1/phones/{E.164}/agentMessages?messageId=…&agentId=…` with the agent's bearer token. An agent
// registers as provider 'rcs' with instanceId = its agent id, secrets { accessToken, clientToken }.
// A number ending in 404 has no RCS (both calls answer 404 NOT_FOUND), as a phone without an RCS
// client or on a carrier the agent is not launched on. An agent message id is a UUID; one already
// used is ignored (the same answer, nothing sent twice), as RBM documents.

// The sandbox's send rate per agent before RESOURCE_EXHAUSTED (RBM publishes its quotas per agent).
const messagesPerSecond = 50;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const features = ['RICHCARD_STANDALONE', 'RICHCARD_CAROUSEL', 'ACTION_CREATE_CALENDAR_EVENT', 'ACTION_DIAL'];

const fail = (reply: FastifyReply, error: RcsError) => reply.code(error.httpStatus).send(error.body);
export const isRcsCapable = (phone: string) => !phone.endsWith('404');

interface PhoneRequest {
  Params: { phone: string };
  Querystring: { agentId?: string; messageId?: string };
}

export const rcsFake: ProviderFake = {
  provider: 'rcs',
  newInboundId: newRcsMessageId,
  inboundWebhook: (_sandbox, number, customer, message) => rcsInboundWebhook(number, customer, message),
  statusWebhook: (sandbox, number, customer, message, status) =>
    rcsStatusWebhook(number, customer, message, status, sandbox.now()),
  async plugin(app, { sandbox }) {
    const throughput = new ThroughputLimit(messagesPerSecond);

    // The agent the call names, if the bearer token is its own.
    const agentOf = (request: FastifyRequest<PhoneRequest>): SandboxNumber | null => {
      const agent = sandbox.store.findNumber('rcs', request.query.agentId ?? '');
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return agent && token && agent.secrets.accessToken === token ? agent : null;
    };
    const phoneOf = (request: FastifyRequest<PhoneRequest>) =>
      /^\+\d{8,15}$/.test(request.params.phone) ? request.params.phone.slice(1) : null;

    app.get<PhoneRequest>('/v1/phones/:phone/capabilities', async (request, reply) => {
      if (!agentOf(request)) return fail(reply, rcsErrors.unauthenticated());
      const phone = phoneOf(request);
      if (!phone) return fail(reply, rcsErrors.invalidArgument('name: phone number must be E.164'));
      if (!isRcsCapable(phone)) return fail(reply, rcsErrors.notFound());
      return { features };
    });

    app.post<PhoneRequest>('/v1/phones/:phone/agentMessages', async (request, reply) => {
      const agent = agentOf(request);
      if (!agent) return fail(reply, rcsErrors.unauthenticated());
      const phone = phoneOf(request);
      if (!phone) return fail(reply, rcsErrors.invalidArgument('parent: phone number must be E.164'));
      const messageId = request.query.messageId ?? '';
      if (!uuidPattern.test(messageId))
        return fail(reply, rcsErrors.invalidArgument('messageId must be a UUID'));
      const name = `phones/+${phone}/agentMessages/${messageId}`;
      const earlier = sandbox.store.findMessage(messageId);
      const body = request.body as { contentMessage?: unknown };
      if (earlier) return { name, sendTime: earlier.message.at, contentMessage: body.contentMessage };
      const content = readRcsSend(request.body);
      if ('httpStatus' in content) return fail(reply, content);
      if (!isRcsCapable(phone)) return fail(reply, rcsErrors.notFound());
      const now = sandbox.now();
      if (!throughput.tryTake(agent.instanceId, now)) return fail(reply, rcsErrors.resourceExhausted());
      const message: ThreadMessage = {
        id: messageId,
        direction: 'out',
        at: new Date(now).toISOString(),
        ...content,
        status: 'sent',
      };
      sandbox.acceptOutbound(rcsFake, agent, phone, message);
      return { name, sendTime: message.at, contentMessage: body.contentMessage };
    });
  },
};
