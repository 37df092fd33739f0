import type { AdapterChannel, HttpFetch, ProviderResponse, ProviderTemplate } from '../ChannelAdapter.ts';
import { ProviderError } from '../ChannelAdapter.ts';
import { providerFetch } from '../providerFetch.ts';

const contentDefaultBaseUrl = 'https://content.twilio.com';
const pagesMax = 20;

// A Content template with its WhatsApp approval (GET /v1/ContentAndApprovals).
interface TwilioContent {
  sid: string;
  friendly_name?: string;
  language?: string;
  types?: Record<string, { body?: string }>;
  approval_requests?: { name?: string; category?: string; status?: string } | null;
}

// WhatsApp templates on Twilio are Content templates, listed by Twilio's Content API (another host:
// `contentApiBaseUrl`, else content.twilio.com — or the apiBaseUrl when that points at a sandbox,
// which serves both).
export async function listTwilioContents(
  channel: AdapterChannel,
  http: HttpFetch,
  authorization: string,
  fail: (response: ProviderResponse) => Promise<ProviderError>,
): Promise<TwilioContent[]> {
  const contents: TwilioContent[] = [];
  let url: string | null = `${contentBaseUrl(channel)}/v1/ContentAndApprovals?PageSize=100`;
  for (let page = 0; url && page < pagesMax; page += 1) {
    const response = await providerFetch(http, url, { headers: { authorization } });
    if (!response.ok) throw await fail(response);
    const answer = (await response.json()) as {
      contents?: TwilioContent[];
      meta?: { next_page_url?: string | null };
    };
    contents.push(...(answer.contents ?? []));
    url = answer.meta?.next_page_url ?? null;
  }
  return contents;
}

export function toProviderTemplate(content: TwilioContent): ProviderTemplate {
  const body = Object.values(content.types ?? {}).find((type) => typeof type.body === 'string')?.body ?? '';
  return {
    name: templateNameOf(content),
    language: content.language ?? '',
    category: content.approval_requests?.category ?? '',
    status: (content.approval_requests?.status ?? 'unsubmitted').toUpperCase(),
    body,
    variables: new Set(body.match(/\{\{\d+\}\}/g) ?? []).size,
  };
}

// The ContentSid to send: given as such, or found by the template's name and language.
export function contentSidOf(contents: TwilioContent[], wanted: { name: string; language: string }): string {
  const found = contents.find(
    (content) => templateNameOf(content) === wanted.name && (content.language ?? '') === wanted.language,
  );
  if (!found)
    throw new ProviderError('132001', false, `Twilio has no template ${wanted.name} (${wanted.language})`);
  return found.sid;
}

export const isContentSid = (name: string) => /^HX[0-9a-f]{32}$/i.test(name);

function templateNameOf(content: TwilioContent): string {
  return content.approval_requests?.name || content.friendly_name || content.sid;
}

function contentBaseUrl(channel: AdapterChannel): string {
  const { contentApiBaseUrl, apiBaseUrl } = channel.config;
  if (contentApiBaseUrl) return contentApiBaseUrl.replace(/\/+$/, '');
  const api = (apiBaseUrl ?? '').replace(/\/+$/, '');
  return api && api !== 'https://api.twilio.com' ? api : contentDefaultBaseUrl;
}
