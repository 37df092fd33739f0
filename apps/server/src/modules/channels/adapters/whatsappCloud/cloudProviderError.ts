import { ProviderError } from '../ChannelAdapter.ts';

// The Graph API's refusal, { error: { message, type, code, error_subcode?, error_data?: { details },
// fbtrace_id } }, as a ProviderError carrying Meta's code ('131047', '190'…). Transient — retried
// with backoff — are HTTP 429 and 5xx, the throughput and pair rates (130429, 131056), the
// throughput upgrade (131057), Graph's temporary and rate-limit codes (1, 2, 4, 80007) and network
// failures; the rest fail the message.
const transientCodes = new Set(['1', '2', '4', '80007', '130429', '131056', '131057']);

// How long to wait when Meta does not say: a second for throughput, one pair-rate token (6 s).
const waitByCode: Record<string, number> = { '130429': 1000, '131056': 6000 };

export function cloudProviderError(
  httpStatus: number,
  body: unknown,
  retryAfterHeader: string | null,
): ProviderError {
  const error =
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof body.error === 'object' &&
    body.error
      ? (body.error as Record<string, unknown>)
      : null;
  const code =
    error && (typeof error.code === 'number' || typeof error.code === 'string')
      ? String(error.code)
      : `http_${httpStatus}`;
  const details =
    error &&
    typeof error.error_data === 'object' &&
    error.error_data !== null &&
    'details' in error.error_data
      ? String(error.error_data.details)
      : '';
  const message = [typeof error?.message === 'string' ? error.message : `HTTP ${httpStatus}`, details]
    .filter(Boolean)
    .join(': ');
  const transient = httpStatus === 429 || httpStatus >= 500 || transientCodes.has(code);
  const retryAfterSeconds = retryAfterHeader !== null ? Number(retryAfterHeader) : Number.NaN;
  const retryAfterMs = Number.isFinite(retryAfterSeconds) ? retryAfterSeconds * 1000 : waitByCode[code];
  return new ProviderError(code, transient, message, transient ? retryAfterMs : undefined);
}

// The request never got an answer (refused connection, reset, timeout): always worth a retry.
export function networkProviderError(error: unknown): ProviderError {
  return new ProviderError('network', true, error instanceof Error ? error.message : String(error));
}
