import { type HttpFetch, ProviderError } from './ChannelAdapter.ts';

// A provider call whose failure to arrive (DNS, refused connection, reset) is a transient broker
// error (spec code 9992): the outbox retries it with backoff like a 5xx.
export async function providerFetch(http: HttpFetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await http(url, init);
  } catch (error) {
    throw new ProviderError('9992', true, `provider unreachable: ${(error as Error).message}`);
  }
}

// The wait a 429 or 503 asks for (Retry-After in seconds), if it says.
export function retryAfterMsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

// A file name for fetched media: the URL's last segment, with an extension from its type.
export function mediaFileName(url: string, mime: string): string {
  const base = new URL(url).pathname.split('/').filter(Boolean).pop() ?? 'media';
  const extension =
    mime
      .split(';')[0]
      ?.split('/')[1]
      ?.replace(/[^a-z0-9]/gi, '') ?? '';
  return extension && !base.includes('.') ? `${base}.${extension}` : base;
}
