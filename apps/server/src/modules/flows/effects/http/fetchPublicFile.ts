import type { IncomingHttpHeaders } from 'node:http';
import { classifyAddress } from './classifyAddress.ts';
import { type ResolveHost, resolveTarget } from './resolveTarget.ts';
import { sendPinnedRequest } from './sendPinnedRequest.ts';

export interface PublicFileRequest {
  url: string;
  accept: string;
  maxBytes: number;
  // Outside production the sandbox's fakes live on loopback, which is then accepted.
  isProduction: boolean;
  resolveHost?: ResolveHost;
  timeoutMs?: number;
}

export type PublicFile =
  | { ok: true; status: number; headers: IncomingHttpHeaders; body: Buffer }
  | { ok: false; reason: 'refused' | 'tooLarge' | 'unreachable' };

const maxRedirects = 3;

// A GET of a file a user named (a spreadsheet's CSV, a template's header media). Every hop,
// redirects included, goes through the SSRF guard (resolveTarget: public addresses only, the
// connection pinned to the checked address), so a typed or redirected URL cannot reach the internal
// network. The caller reads the final answer's status and type.
export async function fetchPublicFile(request: PublicFileRequest): Promise<PublicFile> {
  const guard = (address: string) => {
    const kind = classifyAddress(address);
    return kind === 'public' || (!request.isProduction && kind === 'loopback');
  };
  const signal = AbortSignal.timeout(request.timeoutMs ?? 30_000);
  let url = request.url;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const target = await resolveTarget(url, guard, request.resolveHost);
    if (!target.ok) return { ok: false, reason: 'refused' };
    const response = await sendPinnedRequest({
      url: target.url,
      address: target.address,
      family: target.family,
      method: 'GET',
      headers: { accept: request.accept },
      body: undefined,
      signal,
      maxResponseBytes: request.maxBytes,
    });
    if (!response.ok)
      return { ok: false, reason: response.reason === 'tooLarge' ? 'tooLarge' : 'unreachable' };
    const location = response.headers.location;
    if (response.status >= 300 && response.status < 400 && location) {
      const next = URL.parse(location, target.url);
      if (!next) return { ok: false, reason: 'unreachable' };
      url = next.href;
      continue;
    }
    return response;
  }
  return { ok: false, reason: 'unreachable' };
}
