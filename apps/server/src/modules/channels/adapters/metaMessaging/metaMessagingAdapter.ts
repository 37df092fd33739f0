import { type MetaChannelType, metaProvider } from '@prosa/contracts';
import type { AdapterChannel, ChannelAdapter, HttpFetch, ProviderResponse } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { networkProviderError } from '../whatsappCloud/cloudProviderError.ts';
import { type GraphCall, graphJson, graphRequest, graphUrl } from '../whatsappCloud/graphRequest.ts';
import { verifyCloudChallenge, verifyCloudSignature } from '../whatsappCloud/verifyCloudSignature.ts';
import { buildMetaMessage } from './buildMetaMessage.ts';
import { metaProviderError } from './metaProviderError.ts';
import { parseMetaWebhook } from './parseMetaWebhook.ts';

// Messenger and Instagram through one Meta app's Messenger Platform. What they share is here; each
// channel's adapter (messenger/, instagram/) names its type. Configuration (fixed interface): pageId
// (Messenger's instance), instagramAccountId (Instagram's), humanAgent, graphBaseUrl, graphVersion;
// secrets pageAccessToken, appSecret, verifyToken. Webhooks are Graph's, as the Cloud API's: the
// GET hub.challenge and the X-Hub-Signature-256 of the raw body with the app secret.

const callOf = (
  channel: AdapterChannel,
  init: Omit<GraphCall, 'accessToken' | 'errorOf'> = {},
): GraphCall => ({
  ...init,
  accessToken: channel.secrets.pageAccessToken ?? '',
  errorOf: metaProviderError,
});

// An attachment the customer sent: Meta's CDN URL, fetched as is (it needs no token and expires).
async function fetchMetaMedia(_channel: AdapterChannel, ref: string, http: HttpFetch) {
  let response: ProviderResponse;
  try {
    response = await http(ref);
  } catch (error) {
    throw networkProviderError(error);
  }
  if (!response.ok) throw metaProviderError(response.status, null, null);
  const mime = response.headers.get('content-type')?.split(';')[0]?.trim() || 'application/octet-stream';
  const name = decodeURIComponent(new URL(ref).pathname.split('/').pop() || 'attachment');
  return { bytes: Buffer.from(await response.arrayBuffer()), mime, name };
}

export function metaMessagingAdapter(
  type: MetaChannelType,
  now: () => Date = () => new Date(),
): ChannelAdapter {
  return {
    type,
    provider: metaProvider,
    secretKeys: ['pageAccessToken', 'appSecret', 'verifyToken'],
    instanceKey: type === 'instagram' ? 'instagramAccountId' : 'pageId',
    verifyChallenge: verifyCloudChallenge,
    verifySignature: verifyCloudSignature,
    parse: parseMetaWebhook,
    async send(channel, message, http) {
      const body = buildMetaMessage(message, { humanAgent: channel.config.humanAgent === 'on', now: now() });
      const url = graphUrl(channel, 'me/messages');
      const answer = await graphJson(channel, http, url, callOf(channel, { method: 'POST', body }));
      // A 200 without an id cannot be tracked; not retried, since Meta may have sent it.
      if (typeof answer.message_id !== 'string')
        throw new ProviderError('no_message_id', false, 'Send API accepted without a message_id');
      return { providerMessageId: answer.message_id };
    },
    fetchMedia: fetchMetaMedia,
    // The page the token speaks for (an Instagram account sends with its linked page's token).
    async checkConnection(channel, http) {
      await graphRequest(channel, http, `${graphUrl(channel, 'me')}?fields=id,name`, callOf(channel));
    },
  };
}
