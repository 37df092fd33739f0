import { ProviderError } from '../ChannelAdapter.ts';
import { cloudProviderError } from '../whatsappCloud/cloudProviderError.ts';

// The Send API's refusals (Messenger Platform, "Common Error Codes"), in Graph's envelope { error: {
// message, type, code, error_subcode?, fbtrace_id } }, read as the Cloud API's are. Transient —
// retried with backoff — beyond HTTP 429/5xx: Graph's temporary errors (1, 2, -1), the application,
// user and page rate limits (4, 17, 32), "calls within one hour exceeded" (613) and "temporary send
// message failure" (1200). Permanent: 551 (the person is not available), 10 (permission; with
// subcode 2018278 the message was outside its window), 100 (bad parameter or no such user), 190
// (token), 200/230 (permission) and the rest.
const transientCodes = new Set(['-1', '1', '2', '4', '17', '32', '613', '1200']);

// A minute for the rate limits when Meta does not say (their windows are an hour, rolling).
const rateLimitWaitMs = 60_000;
const rateLimitCodes = new Set(['4', '17', '32', '613']);

export function metaProviderError(
  httpStatus: number,
  body: unknown,
  retryAfterHeader: string | null,
): ProviderError {
  const read = cloudProviderError(httpStatus, body, retryAfterHeader);
  // Outside the window is a permission error (10) told apart by its subcode alone.
  const code = subcodeOf(body) === outsideWindowSubcode ? outsideWindowSubcode : read.code;
  const transient = httpStatus === 429 || httpStatus >= 500 || transientCodes.has(code);
  const retryAfterSeconds = retryAfterHeader !== null ? Number(retryAfterHeader) : Number.NaN;
  const waitMs = Number.isFinite(retryAfterSeconds)
    ? retryAfterSeconds * 1000
    : rateLimitCodes.has(code)
      ? rateLimitWaitMs
      : undefined;
  return new ProviderError(code, transient, read.message, transient ? waitMs : undefined);
}

const outsideWindowSubcode = '2018278';

function subcodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null || !('error_subcode' in error)) return undefined;
  return String(error.error_subcode);
}
