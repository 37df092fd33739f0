import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { HttpFetch, ProviderResponse } from './ChannelAdapter.ts';

// Kept-alive connections to each provider, as many at once as a channel at 1,000 msg/s keeps in
// flight.
const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: 256 }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: 256 }),
};

// A provider's answer to a call is a small JSON (a template list page is the biggest, some tens of
// kilobytes); a server that keeps sending is cut off here instead of filling the process's memory
// until the timeout (a channel's base URL or SMS URL template may name an account's own server).
export const maxAnswerBytes = 4 * 1024 * 1024;

// The sends' HTTP client: fetch's contract for what the adapters use (a JSON, text or form body
// out; the status, a header and the whole answer back), on node:http. At a broadcast's full rate
// fetch and its Response's web streams cost the server about 0.4 ms of CPU per send, this about
// 0.05 (docs/performance.md, broadcast). Redirects are not followed: a provider's send API answers
// where it is called. A body of another kind (a multipart form) goes through fetch itself.
export const keptAliveFetch: HttpFetch = (input, init = {}) => {
  const body = bodyOf(init.body);
  if (body === undefined) return fetch(input, init);
  const target = new URL(String(input));
  const isHttps = target.protocol === 'https:';
  const headers = headersOf(init.headers);
  if (init.body instanceof URLSearchParams && !hasHeader(headers, 'content-type'))
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  if (body !== null) headers['content-length'] = String(body.byteLength);
  const signal = init.signal ?? undefined;
  return new Promise<ProviderResponse>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const outgoing = (isHttps ? httpsRequest : httpRequest)(
      target,
      { method: init.method ?? 'GET', headers, agent: isHttps ? agents['https:'] : agents['http:'], signal },
      (incoming) => {
        const chunks: Buffer[] = [];
        let received = 0;
        incoming.on('data', (chunk: Buffer) => {
          received += chunk.byteLength;
          if (received <= maxAnswerBytes) return void chunks.push(chunk);
          outgoing.destroy();
          reject(new Error(`the answer of ${target.host} is over ${maxAnswerBytes} bytes`));
        });
        incoming.on('end', () => resolve(bufferedResponse(incoming, Buffer.concat(chunks))));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', (error) => reject(signal?.aborted ? signal.reason : error));
    outgoing.end(body ?? undefined);
  });
};

// The bytes to send, null for none, undefined for a kind left to fetch.
function bodyOf(body: RequestInit['body']): Buffer | null | undefined {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return undefined;
}

function headersOf(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {};
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  if (!(headers instanceof Headers)) return { ...headers };
  const record: Record<string, string> = {};
  headers.forEach((value, name) => {
    record[name] = value;
  });
  return record;
}

function hasHeader(headers: Record<string, string>, name: string) {
  return Object.keys(headers).some((key) => key.toLowerCase() === name);
}

function bufferedResponse(incoming: IncomingMessage, bytes: Buffer): ProviderResponse {
  const status = incoming.statusCode ?? 0;
  const { headers } = incoming;
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: incoming.statusMessage ?? '',
    headers: {
      get: (name) => {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    text: async () => bytes.toString('utf8'),
    json: async () => JSON.parse(bytes.toString('utf8')),
    arrayBuffer: async () => new Uint8Array(bytes).buffer,
  };
}
