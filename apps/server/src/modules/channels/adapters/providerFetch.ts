import { type HttpFetch, ProviderError, type ProviderResponse } from './ChannelAdapter.ts';

// A provider call that got no answer (DNS, refused connection, reset) fails as `network`, as every
// adapter reports it: transient, retried with backoff; a broker send error (9992) if it lasts.
export async function providerFetch(
  http: HttpFetch,
  url: string,
  init: RequestInit,
): Promise<ProviderResponse> {
  try {
    return await http(url, init);
  } catch (error) {
    throw new ProviderError('network', true, `provider unreachable: ${(error as Error).message}`);
  }
}

// The wait a 429 or 503 asks for (Retry-After in seconds), if it says.
export function retryAfterMsOf(response: ProviderResponse): number | undefined {
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
