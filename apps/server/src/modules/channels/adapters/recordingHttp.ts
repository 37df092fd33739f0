import type { HttpFetch } from './ChannelAdapter.ts';

// For adapter tests: a fetch that records each request and answers the next queued response.
export function recordingHttp(responses: Array<Response | Error>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string>; body: unknown }> = [];
  const http: HttpFetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    if (next instanceof Error) throw next;
    return next;
  };
  return { http, calls };
}
