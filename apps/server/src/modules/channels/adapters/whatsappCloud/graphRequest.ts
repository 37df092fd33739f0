import { cloudApiDefaults } from '@prosa/contracts';
import type { AdapterChannel, HttpFetch } from '../ChannelAdapter.ts';
import { cloudProviderError, networkProviderError } from './cloudProviderError.ts';

// The Graph API address of a channel: its own base URL and version (the sandbox and tests point
// them at local fakes), else Meta's defaults.
export function graphUrl(channel: AdapterChannel, path: string): string {
  const base = (channel.config.graphBaseUrl || cloudApiDefaults.graphBaseUrl).replace(/\/+$/, '');
  const version = channel.config.graphVersion || cloudApiDefaults.graphVersion;
  return `${base}/${version}/${path}`;
}

// One authenticated call; a refusal or a lost request becomes a ProviderError.
export async function graphRequest(
  channel: AdapterChannel,
  http: HttpFetch,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${channel.secrets.accessToken ?? ''}` };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await http(url, {
      method: init.method ?? 'GET',
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
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
  throw cloudProviderError(response.status, body, response.headers.get('retry-after'));
}

export async function graphJson(
  channel: AdapterChannel,
  http: HttpFetch,
  url: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Record<string, unknown>> {
  const response = await graphRequest(channel, http, url, init);
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch (error) {
    throw networkProviderError(error);
  }
}
