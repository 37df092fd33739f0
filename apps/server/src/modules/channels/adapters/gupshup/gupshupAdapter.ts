import type {
  AdapterChannel,
  ChannelAdapter,
  HttpFetch,
  ProviderResponse,
  ProviderTemplate,
} from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { mediaFileName, providerFetch, retryAfterMsOf } from '../providerFetch.ts';
import { gupshupMessage } from './gupshupMessage.ts';
import { gupshupWebhookToken } from './gupshupWebhookToken.ts';
import { parseGupshupCallback } from './parseGupshupCallback.ts';

export const gupshupDefaultApiBaseUrl = 'https://api.gupshup.io';

// A template as Gupshup lists it (GET /sm/api/v1/template/list/{appName}).
interface GupshupTemplate {
  id: string;
  elementName: string;
  languageCode: string;
  category?: string;
  status?: string;
  quality?: string;
  data?: string;
}

// WhatsApp through Gupshup (provider 3). Config: appName, source (the business number), apiBaseUrl;
// secret: apiKey. Callbacks are unsigned: the webhook URL carries a token (gupshupWebhookToken).
export const gupshupAdapter: ChannelAdapter = {
  type: 'whatsapp',
  provider: 'gupshup',
  secretKeys: ['apiKey'],
  instanceKey: 'appName',

  providerWebhookUrl(channel) {
    return `${channel.webhookUrl}?token=${gupshupWebhookToken(channel.secrets.apiKey ?? '', channel.id)}`;
  },

  verifySignature(channel, request) {
    const presented = request.query.token;
    const apiKey = channel.secrets.apiKey;
    if (typeof presented !== 'string' || !apiKey) return false;
    return equalsInConstantTime(presented, gupshupWebhookToken(apiKey, channel.id));
  },

  parse(_channel, request) {
    try {
      return parseGupshupCallback(JSON.parse(request.rawBody.toString('utf8')));
    } catch {
      // A body that is not JSON carries nothing to store (Gupshup's URL check posts an empty one).
      return [];
    }
  },

  async send(channel, message, http) {
    const form = new URLSearchParams({
      channel: 'whatsapp',
      source: digits(channel.config.source),
      destination: digits(message.to),
      'src.name': channel.config.appName ?? '',
    });
    let path = '/wa/api/v1/msg';
    if (message.template) {
      const template = await findTemplate(channel, message.template, http);
      form.set('template', JSON.stringify({ id: template.id, params: message.template.variables }));
      path = '/wa/api/v1/template/msg';
    } else {
      form.set('message', JSON.stringify(gupshupMessage(message)));
    }
    const response = await providerFetch(http, `${apiBaseUrl(channel)}${path}`, {
      method: 'POST',
      headers: { apikey: channel.secrets.apiKey ?? '', 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    if (!response.ok) throw await gupshupError(response);
    const answer = (await response.json()) as { status?: string; messageId?: string };
    if (answer.status !== 'submitted' || !answer.messageId) {
      throw new ProviderError('9992', true, `Gupshup answered ${JSON.stringify(answer)}`);
    }
    return { providerMessageId: answer.messageId };
  },

  async fetchMedia(_channel, ref, http) {
    // Gupshup's inbound media URLs are pre-signed (filemanager): no credentials go with them.
    const response = await providerFetch(http, ref, {});
    if (!response.ok) throw await gupshupError(response);
    const mime = response.headers.get('content-type') ?? 'application/octet-stream';
    return { bytes: Buffer.from(await response.arrayBuffer()), mime, name: mediaFileName(ref, mime) };
  },

  async listTemplates(channel, http) {
    return (await gupshupTemplates(channel, http)).map(toProviderTemplate);
  },

  async checkConnection(channel, http) {
    await gupshupTemplates(channel, http);
  },
};

async function gupshupTemplates(channel: AdapterChannel, http: HttpFetch): Promise<GupshupTemplate[]> {
  const url = `${apiBaseUrl(channel)}/sm/api/v1/template/list/${encodeURIComponent(channel.config.appName ?? '')}`;
  const response = await providerFetch(http, url, { headers: { apikey: channel.secrets.apiKey ?? '' } });
  if (!response.ok) throw await gupshupError(response);
  const answer = (await response.json()) as { templates?: GupshupTemplate[] };
  return answer.templates ?? [];
}

// Gupshup sends a template by its id; Prosa names it by name and language, as the Cloud API does.
async function findTemplate(
  channel: AdapterChannel,
  wanted: { name: string; language: string },
  http: HttpFetch,
): Promise<GupshupTemplate> {
  const templates = await gupshupTemplates(channel, http);
  const found =
    templates.find(
      (template) => template.elementName === wanted.name && template.languageCode === wanted.language,
    ) ?? templates.find((template) => template.id === wanted.name);
  if (!found)
    throw new ProviderError('132001', false, `Gupshup has no template ${wanted.name} (${wanted.language})`);
  return found;
}

function toProviderTemplate(template: GupshupTemplate): ProviderTemplate {
  const body = template.data ?? '';
  return {
    name: template.elementName,
    language: template.languageCode,
    category: template.category ?? '',
    status: template.status ?? '',
    ...(template.quality ? { quality: template.quality } : {}),
    body,
    variables: new Set(body.match(/\{\{\d+\}\}/g) ?? []).size,
  };
}

// Gupshup's refusal `{ status: 'error', message }` as a ProviderError: 429 and 5xx are retried; a
// refused API key is a configuration problem (9991); other refusals are broker send errors (9992).
async function gupshupError(response: ProviderResponse): Promise<ProviderError> {
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  const message = `Gupshup ${response.status}: ${body.message ?? response.statusText}`;
  if (response.status === 429) return new ProviderError('429', true, message, retryAfterMsOf(response));
  if (response.status >= 500) return new ProviderError('9992', true, message, retryAfterMsOf(response));
  if (response.status === 401 || response.status === 403) return new ProviderError('9991', false, message);
  return new ProviderError('9992', false, message);
}

function apiBaseUrl(channel: AdapterChannel): string {
  return (channel.config.apiBaseUrl || gupshupDefaultApiBaseUrl).replace(/\/+$/, '');
}

function digits(phone: string | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}
