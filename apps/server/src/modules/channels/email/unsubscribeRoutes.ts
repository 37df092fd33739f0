import { pickLanguage } from '@prosa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { addressKey } from '../../../app/clientAddress.ts';
import type { AppServices } from '../../../app/services.ts';
import { isUnsubscribeTokenValid, readUnsubscribeToken } from '../adapters/email/unsubscribeToken.ts';
import { findChannelByIdCached, toAdapterChannel } from '../channelRepository.ts';
import { unsubscribedToSinks } from '../inbound/providerEventSinks.ts';
import { serverBaseUrl } from '../media/serverBaseUrl.ts';
import { suppressAddress } from './emailSuppressions.ts';
import { unsubscribePage } from './unsubscribePage.ts';

// The List-Unsubscribe link of every e-mail (buildEmailMessage), public and outside /api: GET shows
// a question and a button, POST (RFC 8058 one-click, made by the mail client or that button)
// puts the address on the channel's account's suppression list. The token, signed with the
// channel's secret, is the only proof: a token that does not hold is "invalid unsubscribe link".
export function unsubscribeRoutes(services: AppServices) {
  return async (app: FastifyInstance) => {
    // One-click POSTs come as a form (urlencoded or multipart) whose one field says so: the body
    // is not needed, only accepted.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
      done(null, null),
    );

    const unsubscriber = async (request: FastifyRequest) => {
      // A wildcard, not a `:token` parameter: a token outgrows the router's 100-character limit on
      // parameters as soon as the address is longer than a few letters (414 otherwise).
      const { '*': token = '' } = request.params as { '*'?: string };
      const claimed = readUnsubscribeToken(token);
      const row = claimed ? await findChannelByIdCached(services.database.db, claimed.channelId) : null;
      if (!claimed || row?.type !== 'email') throw new CatalogueError('email.unsubscribeLinkInvalid');
      await services.limits.webhooks.take({
        visitor: row.id,
        address: addressKey(services.limits.addressOf(request.raw)),
      });
      const channel = toAdapterChannel(row, services.secretKey, serverBaseUrl(services));
      if (!isUnsubscribeTokenValid(channel.secrets.unsubscribeSecret ?? '', claimed))
        throw new CatalogueError('email.unsubscribeLinkInvalid');
      return { row, address: claimed.address, sender: channel.config.fromName ?? '' };
    };
    const languageOf = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

    const hide = { schema: { hide: true } };
    app.get('/unsubscribe/*', hide, async (request, reply) => {
      const { address, sender } = await unsubscriber(request);
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(languageOf(request), 'question', { sender, address }));
    });
    app.post('/unsubscribe/*', hide, async (request, reply) => {
      const { row, address, sender } = await unsubscriber(request);
      await suppressAddress(services.database.db, row.accountId, address, 'unsubscribed');
      // A broadcast's e-mail records its recipient's unsubscription.
      await unsubscribedToSinks(services, row, address);
      return reply
        .type('text/html; charset=utf-8')
        .send(unsubscribePage(languageOf(request), 'done', { sender, address }));
    });
  };
}
