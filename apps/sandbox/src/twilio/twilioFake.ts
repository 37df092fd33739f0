import { smsSegments } from '@prosa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptFormBodies, formOf, mediaOfUrl } from '../shared/formBody.ts';
import { isWithinServiceWindow } from '../shared/limits/isWithinServiceWindow.ts';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxContext, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { renderContent, twilioContentTemplates } from './twilioContentTemplates.ts';
import { outsideWindowError, type TwilioError, twilioErrors } from './twilioErrors.ts';
import {
  accountSidOf,
  addressOf,
  isSmsNumber,
  newTwilioSid,
  statusCallbacks,
  twilioInboundWebhook,
  twilioStatusWebhook,
} from './twilioWebhooks.ts';

// The Twilio fake: Programmable Messaging's routes Prosa calls, at Twilio's paths (the channel's
// apiBaseUrl points here). A number registers with instanceId = its WhatsApp sender (E.164),
// secrets { authToken } and config { accountSid }; requests authenticate with HTTP basic
// accountSid:authToken, as Twilio's do.

const messagesPerSecond = 80;

const fail = (reply: FastifyReply, error: TwilioError) => reply.code(error.httpStatus).send(error.body);

const digits = (phone: string) => phone.replace(/\D/g, '');

// Twilio writes dates as RFC 2822 with a numeric zone.
const twilioDate = (at: number) => new Date(at).toUTCString().replace('GMT', '+0000');

function basicCredentials(request: FastifyRequest): { user: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

// The account's numbers when the request's credentials open it (user = the path's sid).
function accountNumbers(
  sandbox: SandboxContext,
  request: FastifyRequest,
  accountSid: string,
): SandboxNumber[] | null {
  const credentials = basicCredentials(request);
  if (!credentials || credentials.user !== accountSid) return null;
  const numbers = sandbox.store
    .numbers('twilio')
    .filter(
      (number) => accountSidOf(number) === accountSid && number.secrets.authToken === credentials.password,
    );
  return numbers.length > 0 ? numbers : null;
}

function mediaUrlOf(sandbox: SandboxContext, number: SandboxNumber, message: ThreadMessage): string | null {
  if (!message.mediaId) return null;
  return `${sandbox.baseUrl()}/2010-04-01/Accounts/${accountSidOf(number)}/Messages/${message.id}/Media/${message.mediaId}`;
}

export const twilioFake: ProviderFake = {
  provider: 'twilio',
  newInboundId: () => newTwilioSid('SM'),
  inboundWebhook: (sandbox, number, customer, message) =>
    twilioInboundWebhook(number, customer, message, mediaUrlOf(sandbox, number, message)),
  statusWebhook: (_sandbox, number, customer, message, status) =>
    twilioStatusWebhook(number, customer, message, status),
  async plugin(app, { sandbox }) {
    acceptFormBodies(app);
    const throughput = new ThroughputLimit(messagesPerSecond);

    app.post<{ Params: { accountSid: string } }>(
      '/2010-04-01/Accounts/:accountSid/Messages.json',
      async (request, reply) => {
        const { accountSid } = request.params;
        const numbers = accountNumbers(sandbox, request, accountSid);
        if (!numbers) return fail(reply, twilioErrors.authenticate());
        const form = formOf(request.body);
        const from = form.get('From') ?? '';
        // A WhatsApp sender is 'whatsapp:+…'; an SMS one is the number itself ('+…').
        const isSms = !from.startsWith('whatsapp:');
        const number = numbers.find(
          (candidate) => digits(candidate.instanceId) === digits(from) && isSmsNumber(candidate) === isSms,
        );
        if (!number)
          return fail(reply, isSms ? twilioErrors.notOwnedFrom(from) : twilioErrors.unknownSender());
        const to = form.get('To') ?? '';
        const customer = digits(to);
        const toPattern = isSms ? /^\+\d{8,15}$/ : /^whatsapp:\+\d{8,15}$/;
        if (!toPattern.test(to)) return fail(reply, twilioErrors.invalidTo(to));

        const now = sandbox.now();
        const contentSid = form.get('ContentSid');
        const body = form.get('Body') ?? '';
        const mediaUrl = form.get('MediaUrl');
        let content: Pick<ThreadMessage, 'text' | 'kind' | 'template' | 'media' | 'buttons'>;
        if (contentSid) {
          const rendered = renderContent(contentSid, form.get('ContentVariables'));
          if (!rendered) return fail(reply, twilioErrors.invalidContentSid());
          const { template } = rendered;
          content = {
            text: rendered.body,
            kind: 'template',
            template: { name: contentSid, language: template.language, body: rendered.body },
            ...(template.quickReplies
              ? { buttons: template.quickReplies.map((title) => ({ id: title, title })) }
              : {}),
          };
        } else if (mediaUrl) {
          content = { text: body, kind: 'media', media: mediaOfUrl(mediaUrl, 'application/octet-stream') };
        } else if (body) {
          content = { text: body, kind: 'text' };
        } else {
          return fail(reply, twilioErrors.bodyRequired());
        }
        if (!throughput.tryTake(number.instanceId, now)) return fail(reply, twilioErrors.tooManyRequests());

        const message: ThreadMessage = {
          id: newTwilioSid('SM'),
          direction: 'out',
          at: new Date(now).toISOString(),
          ...content,
          status: 'sent',
        };
        // Outside the 24-hour window Twilio accepts a free-form message, then fails it (63016);
        // SMS has no such window.
        if (!isSms && !contentSid && !isWithinServiceWindow(sandbox.store, number, customer, now)) {
          message.status = 'failed';
          message.error = outsideWindowError;
        }
        const statusCallback = form.get('StatusCallback');
        if (statusCallback) statusCallbacks.set(message, statusCallback);
        sandbox.acceptOutbound(twilioFake, number, customer, message);
        const path = `/2010-04-01/Accounts/${accountSid}/Messages/${message.id}`;
        return reply.code(201).send({
          account_sid: accountSid,
          api_version: '2010-04-01',
          body: message.text,
          date_created: twilioDate(now),
          date_sent: null,
          date_updated: twilioDate(now),
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: addressOf(number, number.instanceId),
          messaging_service_sid: null,
          num_media: mediaUrl ? '1' : '0',
          num_segments: String(isSms ? smsSegments(message.text).segments : 1),
          price: null,
          price_unit: null,
          sid: message.id,
          status: 'queued',
          subresource_uris: { media: `${path}/Media.json` },
          to,
          uri: `${path}.json`,
        });
      },
    );

    // A customer's media, for the account that received it.
    app.get<{ Params: { accountSid: string; messageSid: string; mediaSid: string } }>(
      '/2010-04-01/Accounts/:accountSid/Messages/:messageSid/Media/:mediaSid',
      async (request, reply) => {
        const { accountSid, mediaSid } = request.params;
        const numbers = accountNumbers(sandbox, request, accountSid);
        if (!numbers) return fail(reply, twilioErrors.authenticate());
        const media = sandbox.store.media(mediaSid);
        const isOwn =
          media?.owner?.provider === 'twilio' &&
          numbers.some((number) => number.instanceId === media.owner?.instanceId);
        if (!media || !isOwn) return fail(reply, twilioErrors.notFound(request.url));
        return reply.type(media.mime).send(media.bytes);
      },
    );

    // The Content API's templates with their WhatsApp approval (content.twilio.com on Twilio).
    app.get('/v1/ContentAndApprovals', async (request, reply) => {
      const accountSid = basicCredentials(request)?.user ?? '';
      if (!accountNumbers(sandbox, request, accountSid)) return fail(reply, twilioErrors.authenticate());
      const now = twilioDate(sandbox.now());
      return {
        contents: twilioContentTemplates.map((template) => ({
          account_sid: accountSid,
          sid: template.sid,
          friendly_name: template.name,
          language: template.language,
          date_created: now,
          date_updated: now,
          variables: Object.fromEntries(template.example.map((value, index) => [`${index + 1}`, value])),
          types: template.quickReplies
            ? {
                'twilio/quick-reply': {
                  body: template.body,
                  actions: template.quickReplies.map((title) => ({ id: title, title })),
                },
              }
            : { 'twilio/text': { body: template.body } },
          approval_requests: {
            name: template.name,
            category: template.category,
            content_type: template.quickReplies ? 'twilio/quick-reply' : 'twilio/text',
            status: template.status.toLowerCase(),
            rejection_reason: '',
            allow_category_change: true,
          },
          url: `https://content.twilio.com/v1/Content/${template.sid}`,
        })),
        meta: { page: 0, page_size: twilioContentTemplates.length, next_page_url: null, key: 'contents' },
      };
    });

    // GET /2010-04-01/Accounts/{sid}.json: the account (the connection test).
    app.get<{ Params: { resource: string } }>('/2010-04-01/Accounts/:resource', async (request, reply) => {
      const accountSid = request.params.resource.replace(/\.json$/, '');
      if (!accountNumbers(sandbox, request, accountSid)) return fail(reply, twilioErrors.authenticate());
      const now = twilioDate(sandbox.now());
      return {
        sid: accountSid,
        owner_account_sid: accountSid,
        friendly_name: 'Prosa Sandbox',
        status: 'active',
        type: 'Full',
        date_created: now,
        date_updated: now,
        uri: `/2010-04-01/Accounts/${accountSid}.json`,
      };
    });
  },
};
