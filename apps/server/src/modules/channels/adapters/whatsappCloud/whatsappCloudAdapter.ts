import type { ChannelAdapter } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { buildCloudMessage } from './buildCloudMessage.ts';
import { fetchCloudMedia } from './fetchCloudMedia.ts';
import { graphJson, graphUrl } from './graphRequest.ts';
import { listCloudTemplates } from './listCloudTemplates.ts';
import { parseCloudWebhook } from './parseCloudWebhook.ts';
import { submitCloudTemplate } from './submitCloudTemplate.ts';
import { verifyCloudChallenge, verifyCloudSignature } from './verifyCloudSignature.ts';

// WhatsApp through Meta's Cloud API (provider 5, "Prosa's own"). Configuration (fixed interface):
// phoneNumberId (the instance id), wabaId, graphBaseUrl, graphVersion; secrets accessToken,
// appSecret, verifyToken.
export const whatsappCloudAdapter: ChannelAdapter = {
  type: 'whatsapp',
  provider: 'cloud',
  secretKeys: ['accessToken', 'appSecret', 'verifyToken'],
  instanceKey: 'phoneNumberId',
  verifyChallenge: verifyCloudChallenge,
  verifySignature: verifyCloudSignature,
  parse: parseCloudWebhook,
  async send(channel, message, http) {
    const url = graphUrl(channel, `${encodeURIComponent(channel.config.phoneNumberId ?? '')}/messages`);
    const answer = await graphJson(channel, http, url, { method: 'POST', body: buildCloudMessage(message) });
    const [accepted] = Array.isArray(answer.messages) ? answer.messages : [];
    const id = typeof accepted === 'object' && accepted !== null && 'id' in accepted ? accepted.id : null;
    // A 200 without an id cannot be tracked; not retried, since real Cloud may have sent it.
    if (typeof id !== 'string')
      throw new ProviderError('no_message_id', false, 'Cloud API accepted without an id');
    return { providerMessageId: id };
  },
  fetchMedia: fetchCloudMedia,
  listTemplates: listCloudTemplates,
  submitTemplate: submitCloudTemplate,
  async checkConnection(channel, http) {
    const query = '?fields=display_phone_number,verified_name,quality_rating';
    await graphJson(
      channel,
      http,
      `${graphUrl(channel, encodeURIComponent(channel.config.phoneNumberId ?? ''))}${query}`,
    );
  },
};
