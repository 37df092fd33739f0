import { randomUUID } from 'node:crypto';
import { rcsProvider, rcsSecretKeys } from '@prosa/contracts';
import type { ChannelAdapter } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { mediaFileName, providerFetch } from '../providerFetch.ts';
import { buildRbmMessage } from './buildRbmMessage.ts';
import { parseRbmWebhook } from './parseRbmWebhook.ts';
import { rbmMessageIdOf } from './rbmMessageId.ts';
import { rbmPhoneUrl, rbmRequest } from './rbmRequest.ts';
import { answerRbmHandshake, isRbmHandshake, verifyRbmSignature } from './verifyRbmSignature.ts';

// RCS through Google's RCS Business Messaging. Config (issue 17): agentId (the instance),
// rbmBaseUrl (the sandbox's in development), smsFallbackChannelId; secrets: accessToken (the bearer
// token of the partner's service account) and clientToken (the webhook's, which signs it).
export const rcsAdapter: ChannelAdapter = {
  type: 'rcs',
  provider: rcsProvider,
  secretKeys: rcsSecretKeys,
  instanceKey: 'agentId',

  isChallenge: isRbmHandshake,
  verifyChallenge: answerRbmHandshake,
  verifySignature: verifyRbmSignature,

  parse(_channel, request) {
    return parseRbmWebhook(request.rawBody);
  },

  // The capability check first: RBM answers 404 for a number it cannot reach with RCS, which
  // fails as rcsNotCapable (the layer then tries the channel's SMS fallback) before any send. The
  // message goes under the UUID that carries our id: RBM ignores a second send of it.
  async send(channel, message, http) {
    const requestId = randomUUID();
    await rbmRequest(channel, http, rbmPhoneUrl(channel, message.to, 'capabilities', { requestId }), {
      method: 'GET',
    });
    const messageId = rbmMessageIdOf(message.messageId);
    const url = rbmPhoneUrl(channel, message.to, 'agentMessages', { messageId });
    // RBM answers the AgentMessage it created; its events name it by our UUID.
    await rbmRequest(channel, http, url, { method: 'POST', body: buildRbmMessage(message) });
    return { providerMessageId: messageId };
  },

  // A customer's file: RBM's URL of it, fetched as is (it needs no token).
  async fetchMedia(_channel, ref, http) {
    const response = await providerFetch(http, ref, {});
    if (!response.ok)
      throw new ProviderError(String(response.status), response.status >= 500, `RBM file ${response.status}`);
    const mime = response.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
    return { bytes: Buffer.from(await response.arrayBuffer()), mime, name: mediaFileName(ref, mime) };
  },
};
