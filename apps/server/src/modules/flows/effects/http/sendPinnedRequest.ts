import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

export type PinnedRequest = {
  url: URL;
  address: string;
  family: 4 | 6;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal;
  maxResponseBytes: number;
};

export type PinnedResponse =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { ok: false; reason: 'invalidRequest' | 'timeout' | 'tooLarge' | 'network' };

// Sends one request to an address that was already checked. The custom lookup answers the
// checked address for the URL's host name, so TLS still verifies the certificate against the
// name while the socket can only go where the guard allowed; `agent: false` keeps a pooled
// socket from an earlier resolution from being reused. Redirects are not followed here.
export function sendPinnedRequest(request: PinnedRequest): Promise<PinnedResponse> {
  return new Promise((resolve) => {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: request.address, family: request.family }]);
      else callback(null, request.address, request.family);
    };
    const transport = request.url.protocol === 'https:' ? https : http;
    let outgoing: http.ClientRequest;
    try {
      outgoing = transport.request(request.url, {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
        agent: false,
        lookup,
      });
    } catch {
      // Node refuses malformed header names or values before any socket opens.
      resolve({ ok: false, reason: 'invalidRequest' });
      return;
    }
    outgoing.on('error', () =>
      resolve({ ok: false, reason: request.signal.aborted ? 'timeout' : 'network' }),
    );
    outgoing.on('response', (response) => {
      const declaredLength = Number(response.headers['content-length'] ?? 0);
      if (declaredLength > request.maxResponseBytes) {
        resolve({ ok: false, reason: 'tooLarge' });
        response.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > request.maxResponseBytes) {
          resolve({ ok: false, reason: 'tooLarge' });
          response.destroy();
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', () =>
        resolve({ ok: false, reason: request.signal.aborted ? 'timeout' : 'network' }),
      );
      response.on('end', () =>
        resolve({
          ok: true,
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.end(request.body);
  });
}
