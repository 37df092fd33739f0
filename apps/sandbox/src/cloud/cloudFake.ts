import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isWithinServiceWindow } from '../shared/limits/isWithinServiceWindow.ts';
import { PairRateLimit } from '../shared/limits/PairRateLimit.ts';
import { ThroughputLimit } from '../shared/limits/ThroughputLimit.ts';
import type { ProviderFake, SandboxNumber, ThreadMessage } from '../shared/ProviderFake.ts';
import { type CloudError, cloudErrors, mediaDownloadError, reEngagementError } from './cloudErrors.ts';
import {
  displayNumberOf,
  inboundWebhook,
  newWamid,
  statusesWebhook,
  templateStatusWebhook,
} from './cloudWebhooks.ts';
import { downloadMediaLink } from './downloadMediaLink.ts';
import { readSendBody } from './readSendBody.ts';
import { readTemplateSubmission } from './readTemplateSubmission.ts';
import { ResumableUploads, uploadableTypes } from './resumableUploads.ts';
import { SubmittedTemplates } from './submittedTemplates.ts';

// The WhatsApp Cloud API fake: the Graph routes Prosa calls, at the same paths (the channel's
// graphBaseUrl points here). A number registers with instanceId = its phone number id, secrets
// { accessToken, appSecret, verifyToken } and config { wabaId, displayPhoneNumber?, throughput? }.

const messagesPerSecond = 80;
const templatePageSize = 25;
// How long the fake's review of a submitted template takes.
const approvalDelayMs = 50;

const fail = (reply: FastifyReply, error: CloudError) => reply.code(error.httpStatus).send(error.body);

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
};

// Resumable Upload's second step authenticates with "OAuth {token}" (Meta's documented form).
const oauthOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('OAuth ') ? header.slice('OAuth '.length) : null;
};

export const cloudFake: ProviderFake = {
  provider: 'cloud',
  newInboundId: newWamid,
  inboundWebhook: (sandbox, number, customer, message) =>
    inboundWebhook(sandbox.store, number, customer, message),
  statusWebhook: (sandbox, number, customer, message, status) =>
    statusesWebhook(number, [{ customer, message, status }], sandbox.now()),
  statusesWebhook: (sandbox, number, updates) => statusesWebhook(number, updates, sandbox.now()),
  async plugin(app, { sandbox }) {
    const throughput = new ThroughputLimit(messagesPerSecond);
    const pairRate = new PairRateLimit();
    const templates = new SubmittedTemplates();
    const uploads = new ResumableUploads();
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Which number a customer's media was sent to: only that number's token downloads it.
    const mediaOwner = (mediaId: string) => {
      const owner = sandbox.store.media(mediaId)?.owner;
      return owner?.provider === 'cloud' ? owner.instanceId : null;
    };
    const numberOf = (instanceId: string) => sandbox.store.findNumber('cloud', instanceId);
    const tokenOpens = (request: FastifyRequest, number: SandboxNumber | null) =>
      number !== null && bearerOf(request) === number.secrets.accessToken;

    app.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        const number = numberOf(request.params.phoneNumberId);
        if (!bearerOf(request)) return fail(reply, cloudErrors.invalidToken());
        if (!number) return fail(reply, cloudErrors.unknownObject(request.params.phoneNumberId));
        if (!tokenOpens(request, number)) return fail(reply, cloudErrors.invalidToken());
        // Marking a customer's message read: { messaging_product, status: 'read', message_id }.
        const markRead = readMarkRead(request.body);
        if (markRead !== null) {
          const found = sandbox.store.findMessage(markRead);
          const ours =
            found && sandbox.store.thread('cloud', number.instanceId, found.customer).includes(found.message);
          if (!found || !ours || found.message.direction !== 'in')
            return fail(reply, cloudErrors.invalidParameter('message_id is not a message of this number'));
          found.message.status = 'read';
          return { success: true };
        }
        const send = readSendBody(request.body, templates.sendable(number.config.wabaId ?? ''));
        if ('httpStatus' in send) return fail(reply, send);
        const customer = send.to.replace(/\D/g, '');
        const answer = (message: ThreadMessage) => ({
          messaging_product: 'whatsapp',
          contacts: [{ input: send.to, wa_id: customer }],
          messages: [
            { id: message.id, ...(message.kind === 'template' ? { message_status: 'accepted' } : {}) },
          ],
        });
        // The same biz_opaque_callback_data again is a retry of the same message (decisions.md).
        const earlier = send.reference ? sandbox.store.findByReference(number, send.reference) : null;
        if (earlier) return answer(earlier);
        const now = sandbox.now();
        // A number registered with config.throughput has that tier (Meta raises it up to 1,000/s).
        const tier = Number(number.config.throughput) || messagesPerSecond;
        if (!throughput.tryTake(number.instanceId, now, tier)) return fail(reply, cloudErrors.throughput());
        if (!pairRate.tryTake(`${number.instanceId}:${customer}`, now))
          return fail(reply, cloudErrors.pairRate());
        const message: ThreadMessage = {
          id: newWamid(),
          direction: 'out',
          at: new Date(now).toISOString(),
          ...send.message,
          status: 'sent',
          ...(send.reference ? { reference: send.reference } : {}),
        };
        if (send.freeForm && !isWithinServiceWindow(sandbox.store, number, customer, now)) {
          message.status = 'failed';
          message.error = reEngagementError;
        } else if (message.kind === 'media' && message.media) {
          // Accepted, then failed if Cloud cannot download the link (as real Cloud reports it).
          const downloaded = await downloadMediaLink(message.media.url);
          if (!downloaded) {
            message.status = 'failed';
            message.error = mediaDownloadError;
          } else {
            const named = (request.body as { document?: { filename?: unknown } }).document?.filename;
            message.media = {
              ...message.media,
              mime: downloaded.mime ?? message.media.mime,
              name: typeof named === 'string' ? named : (downloaded.name ?? message.media.name),
            };
          }
        }
        sandbox.acceptOutbound(cloudFake, number, customer, message);
        return answer(message);
      },
    );

    app.get<{ Params: { version: string; wabaId: string }; Querystring: { limit?: string; after?: string } }>(
      '/:version/:wabaId/message_templates',
      async (request, reply) => {
        const token = bearerOf(request);
        if (!token) return fail(reply, cloudErrors.invalidToken());
        const owner = sandbox.store
          .numbers('cloud')
          .find((number) => number.config.wabaId === request.params.wabaId);
        if (!owner) return fail(reply, cloudErrors.unknownObject(request.params.wabaId));
        if (owner.secrets.accessToken !== token) return fail(reply, cloudErrors.invalidToken());
        const limit = Math.max(1, Math.min(Number(request.query.limit) || templatePageSize, 100));
        const start = request.query.after
          ? Number(Buffer.from(request.query.after, 'base64url').toString())
          : 0;
        const listed = templates.all(request.params.wabaId);
        const page = listed.slice(start, start + limit);
        const cursor = (index: number) => Buffer.from(String(index)).toString('base64url');
        const after = cursor(start + page.length);
        const next =
          start + page.length < listed.length
            ? { next: `${sandbox.baseUrl()}${request.url.split('?')[0]}?limit=${limit}&after=${after}` }
            : {};
        return {
          data: page.map((template) => ({
            name: template.name,
            parameter_format: 'POSITIONAL',
            components: template.components ?? [
              {
                type: 'BODY',
                text: template.body,
                ...(template.example.length > 0 ? { example: { body_text: [template.example] } } : {}),
              },
              ...(template.quickReplies
                ? [
                    {
                      type: 'BUTTONS',
                      buttons: template.quickReplies.map((text) => ({ type: 'QUICK_REPLY', text })),
                    },
                  ]
                : []),
            ],
            language: template.language,
            status: template.status,
            category: template.category,
            quality_score: { score: template.quality },
            id: template.id,
          })),
          paging: { cursors: { before: cursor(start), after }, ...next },
        };
      },
    );

    // A business submits a template for review: answered PENDING at once, then approved a moment
    // later by the message_template_status_update webhook to every number of the WABA.
    app.post<{ Params: { version: string; wabaId: string } }>(
      '/:version/:wabaId/message_templates',
      async (request, reply) => {
        const token = bearerOf(request);
        if (!token) return fail(reply, cloudErrors.invalidToken());
        const { wabaId } = request.params;
        const owners = sandbox.store.numbers('cloud').filter((number) => number.config.wabaId === wabaId);
        if (owners.length === 0) return fail(reply, cloudErrors.unknownObject(wabaId));
        if (owners.every((number) => number.secrets.accessToken !== token))
          return fail(reply, cloudErrors.invalidToken());
        const submission = readTemplateSubmission(request.body);
        if ('httpStatus' in submission) return fail(reply, submission);
        if (templates.exists(wabaId, submission.name, submission.language))
          return fail(reply, cloudErrors.templateExists(submission.name, submission.language));
        const created = templates.add(wabaId, submission);
        setTimeout(() => {
          created.status = 'APPROVED';
          for (const number of owners)
            void sandbox.deliver(
              number,
              `template:${created.id}`,
              templateStatusWebhook(number, created, 'APPROVED', sandbox.now()),
            );
        }, approvalDelayMs).unref();
        return { id: created.id, status: 'PENDING', category: submission.category };
      },
    );

    // Resumable Upload, step 1: a session on the app for a file of this length and type. Any
    // registered number's token opens it (the fake knows no apps, only their numbers).
    app.post<{
      Params: { version: string; appId: string };
      Querystring: { file_length?: string; file_type?: string; file_name?: string };
    }>('/:version/:appId/uploads', async (request, reply) => {
      const token = bearerOf(request) ?? oauthOf(request);
      if (!token) return fail(reply, cloudErrors.invalidToken());
      if (!sandbox.store.numbers('cloud').some((number) => number.secrets.accessToken === token))
        return fail(reply, cloudErrors.invalidToken());
      const length = Number(request.query.file_length);
      const type = request.query.file_type ?? '';
      if (!Number.isSafeInteger(length) || length <= 0)
        return fail(reply, cloudErrors.invalidParameter('file_length must be a positive whole number'));
      if (!uploadableTypes.includes(type))
        return fail(
          reply,
          cloudErrors.invalidParameter(`file_type must be one of ${uploadableTypes.join(', ')}`),
        );
      const name = request.query.file_name ?? 'file';
      return { id: uploads.open({ appId: request.params.appId, token, length, type, name }) };
    });

    // Resumable Upload, step 2: the bytes from offset 0, with "Authorization: OAuth {token}" →
    // { h }, the handle a template's media header takes.
    app.post<{ Params: { version: string; uploadId: string } }>(
      '/:version/:uploadId',
      async (request, reply) => {
        const session = uploads.session(request.params.uploadId);
        if (!session) return fail(reply, cloudErrors.unknownObject(request.params.uploadId));
        if (oauthOf(request) !== session.token) return fail(reply, cloudErrors.invalidToken());
        if (request.headers.file_offset !== '0')
          return fail(reply, cloudErrors.invalidParameter('file_offset must be 0 for a new upload'));
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (bytes.length !== session.length)
          return fail(
            reply,
            cloudErrors.invalidParameter(`expected ${session.length} bytes, received ${bytes.length}`),
          );
        return { h: uploads.finish(session, bytes) };
      },
    );

    // For tests: what an upload's handle holds.
    app.get<{ Params: { handle: string } }>('/_sandbox/cloud/uploads/:handle', async (request, reply) => {
      const file = uploads.file(request.params.handle);
      if (!file) return reply.code(404).send({ error: 'no such upload' });
      return {
        type: file.type,
        name: file.name,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
      };
    });

    // GET /{id}: a phone number (the connection test) or a media id (→ its download URL).
    app.get<{ Params: { version: string; id: string } }>('/:version/:id', async (request, reply) => {
      if (!bearerOf(request)) return fail(reply, cloudErrors.invalidToken());
      const number = numberOf(request.params.id);
      if (number) {
        if (!tokenOpens(request, number)) return fail(reply, cloudErrors.invalidToken());
        return {
          verified_name: number.config.verifiedName ?? 'Prosa Sandbox',
          code_verification_status: 'VERIFIED',
          display_phone_number: displayNumberOf(number),
          quality_rating: 'GREEN',
          platform_type: 'CLOUD_API',
          throughput: { level: 'STANDARD' },
          id: number.instanceId,
        };
      }
      const owner = mediaOwner(request.params.id);
      const media = sandbox.store.media(request.params.id);
      if (!owner || !media) return fail(reply, cloudErrors.unknownObject(request.params.id));
      if (!tokenOpens(request, numberOf(owner))) return fail(reply, cloudErrors.invalidToken());
      return {
        messaging_product: 'whatsapp',
        url: `${sandbox.baseUrl()}/whatsapp_business/attachments/?mid=${request.params.id}`,
        mime_type: media.mime,
        sha256: createHash('sha256').update(media.bytes).digest('hex'),
        file_size: media.bytes.length,
        id: request.params.id,
      };
    });

    // The download URL: the bytes, for the owning number's token only.
    app.get<{ Querystring: { mid?: string } }>('/whatsapp_business/attachments/', async (request, reply) => {
      const id = request.query.mid ?? '';
      const owner = mediaOwner(id);
      const media = sandbox.store.media(id);
      if (!owner || !media) return reply.code(404).send();
      if (!tokenOpens(request, numberOf(owner))) return fail(reply, cloudErrors.invalidToken());
      return reply.type(media.mime).send(media.bytes);
    });
  },
};

function readMarkRead(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('status' in body) || body.status !== 'read') return null;
  return 'message_id' in body && typeof body.message_id === 'string' ? body.message_id : '';
}
