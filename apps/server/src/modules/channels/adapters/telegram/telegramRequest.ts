import { type AdapterChannel, type HttpFetch, ProviderError } from '../ChannelAdapter.ts';
import { providerFetch } from '../providerFetch.ts';

export const telegramDefaultApiBaseUrl = 'https://api.telegram.org';

// A Bot API answer (core.telegram.org/bots/api#making-requests).
export interface TelegramAnswer<T> {
  ok: boolean;
  result?: T;
  error_code?: number;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

export function telegramApiBaseUrl(channel: AdapterChannel): string {
  return (channel.config.apiBaseUrl || telegramDefaultApiBaseUrl).replace(/\/+$/, '');
}

// One Bot API method, `POST {base}/bot{token}/{method}` with a JSON body; its `result`, or the
// refusal as a ProviderError.
export async function telegramRequest<T>(
  channel: AdapterChannel,
  method: string,
  body: Record<string, unknown>,
  http: HttpFetch,
): Promise<T> {
  const url = `${telegramApiBaseUrl(channel)}/bot${channel.secrets.botToken ?? ''}/${method}`;
  const response = await providerFetch(http, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as TelegramAnswer<T> | null;
  if (response.ok && answer?.ok === true) return answer.result as T;
  throw telegramError(response.status, answer);
}

// A refusal `{ ok: false, error_code, description, parameters }` as a ProviderError whose code the
// layer maps (deliveryCodeOf): 429 is retried after `parameters.retry_after` seconds, 5xx later;
// 401 and 404 (a revoked or wrong token: the bot's URL does not exist) are the channel's
// configuration (9991); 400 (bad request, chat not found) and 403 (the customer blocked the bot)
// are permanent and keep their codes, which are the spec's own.
export function telegramError(status: number, answer: TelegramAnswer<unknown> | null): ProviderError {
  // No Bot API answer at all (a proxy's page, a cut body): the provider's trouble, tried again.
  if (!answer) return new ProviderError(status >= 500 ? String(status) : '9992', true, `Telegram ${status}`);
  const code = answer.error_code ?? status;
  const message = `Telegram ${code}: ${answer.description ?? ''}`;
  if (code === 429) {
    const seconds = answer.parameters?.retry_after;
    return new ProviderError('429', true, message, seconds && seconds > 0 ? seconds * 1000 : undefined);
  }
  if (code >= 500) return new ProviderError(String(code), true, message);
  if (code === 401 || code === 404) return new ProviderError('9991', false, message);
  if (code === 403) return new ProviderError('403', false, message);
  return new ProviderError('400', false, message);
}
