import { rcsDefaults } from '@prosa/contracts';
import { type AdapterChannel, type HttpFetch, ProviderError } from '../ChannelAdapter.ts';
import { providerFetch, retryAfterMsOf } from '../providerFetch.ts';

// The code of a refusal that means the customer's number cannot receive RCS: the capability check's
// (and a send's) 404 NOT_FOUND. The delivery layer sends such a message by the channel's SMS
// fallback when it has one, and fails it with this delivery code otherwise.
export const rcsNotCapable = 'rcsNotCapable';

function rbmBaseUrl(channel: AdapterChannel): string {
  return (channel.config.rbmBaseUrl || rcsDefaults.rbmBaseUrl).replace(/\/+$/, '');
}

// `{base}/v1/phones/+{E.164}/{path}?agentId=…`: RBM names the customer by their number.
export function rbmPhoneUrl(
  channel: AdapterChannel,
  to: string,
  path: string,
  query: Record<string, string>,
) {
  const phone = encodeURIComponent(`+${to.replace(/\D/g, '')}`);
  const params = new URLSearchParams({ ...query, agentId: channel.config.agentId ?? '' });
  return `${rbmBaseUrl(channel)}/v1/phones/${phone}/${path}?${params}`;
}

// One RBM call with the channel's bearer token; its JSON answer, or the refusal as a ProviderError.
export async function rbmRequest<T>(
  channel: AdapterChannel,
  http: HttpFetch,
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<T> {
  const response = await providerFetch(http, url, {
    method: init.method,
    headers: {
      authorization: `Bearer ${channel.secrets.accessToken ?? ''}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const answer = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return (answer ?? {}) as T;
  throw rbmError(response.status, answer, retryAfterMsOf(response));
}

interface RbmErrorBody {
  error?: { code?: number; message?: string; status?: string };
}

// Google's error envelope { error: { code, message, status } } (google.rpc.Status, as RBM answers)
// as a ProviderError the layer maps (deliveryCodeOf): 429 RESOURCE_EXHAUSTED and 5xx (INTERNAL,
// UNAVAILABLE) are retried, honouring Retry-After; 404 NOT_FOUND is a number RBM cannot reach
// (rcsNotCapable); 401 UNAUTHENTICATED and 403 PERMISSION_DENIED (a wrong or expired token, an agent
// not launched for this number) are the channel's configuration (9991); 400 INVALID_ARGUMENT a
// request we made wrong (9992).
export function rbmError(httpStatus: number, body: unknown, retryAfterMs?: number): ProviderError {
  const error = (body as RbmErrorBody | null)?.error;
  const code = error?.code ?? httpStatus;
  const message = `RBM ${code} ${error?.status ?? ''}: ${error?.message ?? ''}`.trim();
  if (code === 429 || code >= 500) return new ProviderError(String(code), true, message, retryAfterMs);
  if (code === 404) return new ProviderError(rcsNotCapable, false, message);
  if (code === 401 || code === 403) return new ProviderError('9991', false, message);
  return new ProviderError('9992', false, message);
}
