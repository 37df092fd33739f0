import type { AdapterChannel, ChannelAdapter, OutboundMessage, ProviderResponse } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { equalsInConstantTime } from '../equalsInConstantTime.ts';
import { providerFetch, retryAfterMsOf } from '../providerFetch.ts';
import { webhookToken } from '../webhookToken.ts';
import { parseHttpSmsWebhook, textAt } from './parseHttpSmsWebhook.ts';
import { smsText } from './smsText.ts';

// One generic provider for the Brazilian SMS gateways, each an HTTP call we describe per channel
// (docs/decisions.md, "SMS"). Config: urlTemplate with {to} {text} {from} {id}, method, authHeader,
// from, idField, the webhook's statusField / fromField / textField and statusMap; secret:
// authValue (the auth header's value). A POST also carries { to, from, text, id } as JSON. The
// gateway's webhooks are unsigned: their URL carries a token keyed with authValue.
export const httpSmsAdapter: ChannelAdapter = {
  type: 'sms',
  provider: 'http',
  secretKeys: ['authValue'],
  instanceKey: 'from',

  providerWebhookUrl(channel) {
    return `${channel.webhookUrl}?token=${tokenOf(channel)}`;
  },

  verifySignature(channel, request) {
    const presented = request.query.token;
    if (typeof presented !== 'string' || !channel.secrets.authValue) return false;
    return equalsInConstantTime(presented, tokenOf(channel));
  },

  parse: parseHttpSmsWebhook,

  async send(channel, message, http) {
    const fields = fieldsOf(channel, message);
    const method = channel.config.method === 'GET' ? 'GET' : 'POST';
    const response = await providerFetch(http, fillTemplate(channel.config.urlTemplate ?? '', fields), {
      method,
      headers: {
        [channel.config.authHeader || 'Authorization']: channel.secrets.authValue ?? '',
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: JSON.stringify(fields) } : {}),
    });
    if (!response.ok) throw gatewayError(response);
    const answer: unknown = await response.json().catch(() => null);
    // A gateway that answers no id of its own is told ours ({id}) and echoes it in its statuses.
    return { providerMessageId: textAt(answer, channel.config.idField || 'id') || message.messageId };
  },
};

function tokenOf(channel: AdapterChannel): string {
  return webhookToken(channel.secrets.authValue ?? '', 'sms', channel.id);
}

function fieldsOf(channel: AdapterChannel, message: OutboundMessage) {
  return {
    to: message.to.replace(/\D/g, ''),
    from: channel.config.from ?? '',
    text: smsText(message),
    id: message.messageId,
  };
}

// Each placeholder takes its value URL-encoded, wherever it sits in the template.
export function fillTemplate(template: string, fields: Record<string, string>): string {
  return template.replace(/\{(to|text|from|id)\}/g, (_match, name: string) =>
    encodeURIComponent(fields[name] ?? ''),
  );
}

function gatewayError(response: ProviderResponse): ProviderError {
  const message = `SMS gateway ${response.status} ${response.statusText}`;
  if (response.status === 429) return new ProviderError('429', true, message, retryAfterMsOf(response));
  if (response.status >= 500) return new ProviderError('9992', true, message, retryAfterMsOf(response));
  if (response.status === 401 || response.status === 403) return new ProviderError('9991', false, message);
  return new ProviderError('400', false, message);
}
