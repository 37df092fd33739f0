import { cloudApiDefaults } from '@prosa/contracts';
import type { AdapterChannel, HttpFetch, ProviderError, ProviderResponse } from '../ChannelAdapter.ts';
import { cloudProviderError, networkProviderError } from './cloudProviderError.ts';

// The Graph API address of a channel: its own base URL and version (the sandbox and tests point
// them at local fakes), else Meta's defaults.
export function graphUrl(channel: AdapterChannel, path: string): string {
  const base = (channel.config.graphBaseUrl || cloudApiDefaults.graphBaseUrl).replace(/\/+$/, '');
  const version = channel.config.graphVersion || cloudApiDefaults.graphVersion;
  return `${base}/${version}/${path}`;
}

// What a Graph call differs by between Meta's products: the Cloud API's token is `accessToken`, the
// Messenger Platform's `pageAccessToken`, and each reads its own refusal codes.
export interface GraphCall {
  method?: 'GET' | 'POST';
  // JSON, or a file's bytes (Resumable Upload's second step, sent as they are).
  body?: unknown;
  accessToken?: string;
  // Resumable Upload's second step authenticates as "OAuth {token}" and names its file_offset.
  authScheme?: 'Bearer' | 'OAuth';
  headers?: Record<string, string>;
  errorOf?: (httpStatus: number, body: unknown, retryAfter: string | null) => ProviderError;
}

// One authenticated call; a refusal or a lost request becomes a ProviderError.
export async function graphRequest(
  channel: AdapterChannel,
  http: HttpFetch,
  url: string,
  init: GraphCall = {},
): Promise<ProviderResponse> {
  const token = init.accessToken ?? channel.secrets.accessToken ?? '';
  const headers: Record<string, string> = {
    authorization: `${init.authScheme ?? 'Bearer'} ${token}`,
    ...init.headers,
  };
  const isBytes = init.body instanceof Uint8Array;
  if (init.body !== undefined)
    headers['content-type'] = isBytes ? 'application/octet-stream' : 'application/json';
  let response: ProviderResponse;
  try {
    response = await http(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined
        ? { body: isBytes ? new Uint8Array(init.body as Uint8Array) : JSON.stringify(init.body) }
        : {}),
    });
  } catch (error) {
    throw networkProviderError(error);
  }
  if (response.ok) return response;
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not Graph's JSON (a proxy's page): the HTTP status alone decides.
  }
  const errorOf = init.errorOf ?? cloudProviderError;
  throw errorOf(response.status, body, response.headers.get('retry-after'));
}

export async function graphJson(
  channel: AdapterChannel,
  http: HttpFetch,
  url: string,
  init: GraphCall = {},
): Promise<Record<string, unknown>> {
  const response = await graphRequest(channel, http, url, init);
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch (error) {
    throw networkProviderError(error);
  }
}
