import { type FlowVariables, fillTemplate } from './fillTemplate.ts';
import { readJsonPath } from './readJsonPath.ts';
import { type AddressGuard, onlyPublicAddresses, type ResolveHost, resolveTarget } from './resolveTarget.ts';
import { type PinnedResponse, sendPinnedRequest } from './sendPinnedRequest.ts';

// Shaped like the flow contract's HTTP line (`httpRequestSchema`), so the server passes either a
// line as configured or the flow engine's already-filled request spec.
export type HttpIntegrationRequest = {
  method: string;
  url: string;
  headers?: readonly { name: string; value: string }[];
  body?: string;
  // 'json' escapes variables as JSON string content; without it, the Content-Type decides.
  bodyFormat?: 'json' | 'text';
  timeoutMs?: number;
  // Which field of the JSON answer (`data.items[0].name` or `data.items.0.name`) fills which variable.
  responseMapping?: readonly { path: string; field: string }[];
};

export type HttpIntegrationFailure =
  | 'invalidUrl'
  | 'forbiddenScheme'
  | 'credentialsInUrl'
  | 'unresolvable'
  | 'refusedAddress'
  | 'invalidRequest'
  | 'timeout'
  | 'tooLarge'
  | 'network'
  | 'tooManyRedirects'
  | 'httpStatus'
  | 'invalidResponse';

// `variables` holds only the mapped fields the answer had (the caller merges them); `body` is the
// parsed JSON answer, undefined when it was not JSON.
export type HttpIntegrationResult =
  | { ok: true; status: number; variables: Record<string, string>; body: unknown }
  | { ok: false; reason: HttpIntegrationFailure; status?: number };

export const httpIntegrationLimits = {
  defaultTimeoutMs: 10_000,
  maxTimeoutMs: 30_000,
  maxResponseBytes: 1024 * 1024,
  maxRedirects: 3,
};

// Only for tests: production never passes these, so the guard stays `onlyPublicAddresses`.
export type HttpIntegrationTestHooks = { guard?: AddressGuard; resolveHost?: ResolveHost };

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

// Performs a flow's HTTP integration line and never throws: every failure is a reason, and the
// flow takes the line's error jump. The timeout covers the whole exchange, redirects included.
// Without `variables` the request is taken as already filled (the flow engine's spec), so a
// customer's literal `{{…}}` is not filled a second time.
export async function performHttpIntegration(
  request: HttpIntegrationRequest,
  variables: FlowVariables | undefined,
  testHooks: HttpIntegrationTestHooks = {},
): Promise<HttpIntegrationResult> {
  const method = request.method.toUpperCase();
  if (!methods.has(method)) return { ok: false, reason: 'invalidRequest' };
  const timeoutMs = Math.min(
    Math.max(request.timeoutMs ?? httpIntegrationLimits.defaultTimeoutMs, 1),
    httpIntegrationLimits.maxTimeoutMs,
  );
  const controller = new AbortController();
  const timedOut = new Promise<HttpIntegrationResult>((resolve) => {
    controller.signal.addEventListener('abort', () => resolve({ ok: false, reason: 'timeout' }));
  });
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await Promise.race([exchange(request, method, variables, controller.signal, testHooks), timedOut]);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

async function exchange(
  request: HttpIntegrationRequest,
  firstMethod: string,
  variables: FlowVariables | undefined,
  signal: AbortSignal,
  { guard = onlyPublicAddresses, resolveHost }: HttpIntegrationTestHooks,
): Promise<HttpIntegrationResult> {
  const fill = (template: string, escapeValue: (value: string) => string) =>
    variables ? fillTemplate(template, variables, escapeValue) : template;
  const headers: Record<string, string> = {};
  for (const { name, value } of request.headers ?? []) {
    headers[name.toLowerCase()] = withoutControlCharacters(fill(value, (text) => text));
  }
  let url = fill(request.url, encodeURIComponent);
  let method = firstMethod;
  let body = request.body ? fill(request.body, bodyEscape(request, headers)) : undefined;

  for (let hop = 0; hop <= httpIntegrationLimits.maxRedirects; hop++) {
    const target = await resolveTarget(url, guard, resolveHost);
    if (!target.ok) return target;
    const response = await sendPinnedRequest({
      url: target.url,
      address: target.address,
      family: target.family,
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : body,
      signal,
      maxResponseBytes: httpIntegrationLimits.maxResponseBytes,
    });
    if (!response.ok) return response;
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) {
      return readResponse(response, request.responseMapping ?? []);
    }
    // Each hop goes back through resolveTarget, so a redirect to an internal address is refused
    // like a direct request. Headers set for the first host (tokens) do not travel to another.
    const next = URL.parse(location, target.url);
    if (!next) return { ok: false, reason: 'invalidUrl' };
    if (next.origin !== target.url.origin) for (const name of Object.keys(headers)) delete headers[name];
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === 'POST')
    ) {
      method = 'GET';
      body = undefined;
      delete headers['content-type'];
    }
    url = next.href;
  }
  return { ok: false, reason: 'tooManyRedirects' };
}

function readResponse(
  response: Extract<PinnedResponse, { ok: true }>,
  responseMapping: readonly { path: string; field: string }[],
): HttpIntegrationResult {
  const { status } = response;
  if (status < 200 || status >= 300) return { ok: false, reason: 'httpStatus', status };
  let body: unknown;
  try {
    body = JSON.parse(response.body.toString('utf8'));
  } catch {
    if (responseMapping.length > 0) return { ok: false, reason: 'invalidResponse', status };
  }
  const variables: Record<string, string> = {};
  for (const { path, field } of responseMapping) {
    const value = readJsonPath(body, path);
    if (value === undefined) continue;
    variables[field] = typeof value === 'string' ? value : value === null ? '' : JSON.stringify(value);
  }
  return { ok: true, status, variables, body };
}

function withoutControlCharacters(value: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return value.replace(/[\u0000-\u001f\u007f]/g, '');
}

// A value inside a JSON body is escaped as JSON string content (the template quotes it), inside a
// form body it is form-encoded; other bodies take it as written.
function bodyEscape(request: HttpIntegrationRequest, headers: Record<string, string>) {
  const contentType = headers['content-type'] ?? '';
  const looksLikeJson =
    request.bodyFormat === 'json' ||
    (request.bodyFormat === undefined &&
      (contentType.includes('json') || (!contentType && /^\s*[[{]/.test(request.body ?? ''))));
  if (looksLikeJson) return (value: string) => JSON.stringify(value).slice(1, -1);
  if (contentType.includes('x-www-form-urlencoded')) return encodeURIComponent;
  return (value: string) => value;
}
