import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { addressKey } from '../../../app/clientAddress.ts';
import { linkBaseUrl } from '../../../app/linkBaseUrl.ts';
import type { AppServices } from '../../../app/services.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import type { InboundRequest } from '../adapters/ChannelAdapter.ts';
import { findChannelByIdCached, toAdapterChannel } from '../channelRepository.ts';
import { applySinkProgress } from './applySinkProgress.ts';
import { processInboundReceipts } from './processInboundReceipts.ts';
import { recordReceiptsTogether } from './recordReceiptsTogether.ts';

// The path segment of each provider's webhook (fixed interface, issue 14; channelRepository's
// webhookPathOf builds the same paths).
const providerOfSegment: Record<string, string> = {
  whatsapp: 'cloud',
  twilio: 'twilio',
  gupshup: 'gupshup',
  telegram: 'telegram',
  // Messenger and Instagram share Meta's path; the channel's type picks the adapter.
  meta: 'meta',
};
// SMS has one path whatever its provider (its Twilio provider is not WhatsApp's `twilio` path);
// RCS is named by its type too.
const typeOfSegment: Record<string, string> = { sms: 'sms', rcs: 'rcs' };
const typedPaths = new Set(Object.values(typeOfSegment));
const twimlNothing = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

// Provider webhooks, public and outside /api: the channel id in the path names the channel, and
// the provider's signature, checked on the raw bytes with the channel's own secret, proves the
// caller. The answer waits only for the verified events to be recorded (one statement, shared with
// the webhooks that arrived meanwhile: recordReceiptsTogether), or for a broadcast's delivery
// progress to be applied (applySinkProgress); they are
// processed after it, so the provider gets its 200 fast, and a crash after the answer leaves them
// to the sweep (sweepInboundReceipts). A retried or doubled delivery records nothing new.
export function channelWebhookRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    // Every body reaches the handler as the bytes that were signed (JSON and form alike).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    const { db } = services.database;
    const log = services.log;

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const { segment = '', channelId = '' } = request.params as { segment?: string; channelId?: string };
      const provider = providerOfSegment[segment];
      const type = typeOfSegment[segment];
      const isKnown = Boolean(provider || type) && channelId.length <= 64;
      const row = isKnown ? await findChannelByIdCached(db, channelId) : null;
      const adapter = row ? adapterFor(row.type, row.provider) : null;
      const isItsPath = type
        ? row?.type === type
        : row?.provider === provider && !typedPaths.has(row?.type ?? '');
      if (!row || !adapter || !isItsPath) throw new CatalogueError('channels.notFound');
      await services.limits.webhooks.take({
        visitor: row.id,
        address: addressKey(services.limits.addressOf(request.raw)),
      });
      const publicUrl = linkBaseUrl(services.env, request);
      const channel = toAdapterChannel(row, services.secretKey, publicUrl);
      const inbound: InboundRequest = {
        method: request.method === 'GET' ? 'GET' : 'POST',
        headers: request.headers,
        query: request.query as Record<string, string>,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      };
      if (inbound.method === 'GET' || adapter.isChallenge?.(inbound)) {
        if (!adapter.verifyChallenge) throw new CatalogueError('channels.notFound');
        const challenge = adapter.verifyChallenge(channel, inbound);
        if (challenge === null) return reply.code(403).type('text/plain').send('');
        return reply.type('text/plain').send(challenge);
      }
      if (!adapter.verifySignature(channel, inbound)) throw new CatalogueError('generic.unauthenticated');
      const events = await applySinkProgress(services, row, adapter.parse(channel, inbound));
      const fresh = await recordReceiptsTogether(db, row.id, events, services.clock.now());
      if (fresh.length > 0)
        setImmediate(() => {
          processInboundReceipts(services, fresh, publicUrl).catch((error) =>
            log.error(
              { err: error, channelId: row.id },
              'inbound channel events failed; the sweep retries them',
            ),
          );
        });
      if (row.provider === 'twilio') return reply.type('text/xml').send(twimlNothing);
      const answer = adapter.webhookAnswer?.(channel, inbound);
      if (answer) return reply.code(200).type(answer.contentType).send(answer.body);
      return reply.code(200).send('');
    };

    const hide = { schema: { hide: true } };
    app.get('/webhooks/:segment/:channelId', hide, handle);
    app.post('/webhooks/:segment/:channelId', hide, handle);
  };
}
