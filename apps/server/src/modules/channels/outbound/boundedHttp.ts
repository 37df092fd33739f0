import type { HttpFetch } from '../adapters/ChannelAdapter.ts';

// Every provider call ends by `timeoutMs`, and at once when `stop` aborts. The calls started within
// the same tenth of the timeout share one deadline signal (so each still ends within the timeout,
// and after at least nine tenths of it): a signal joined and timed per call cost a broadcast at
// 1,000 sends a second about 5 % of the server's CPU, each timer firing its abort seconds after its
// call had ended.
export function boundedHttp(http: HttpFetch, stop: AbortSignal, timeoutMs: number): HttpFetch {
  const stepMs = Math.max(1, Math.min(100, timeoutMs / 10));
  let shared: { signal: AbortSignal; until: number } | null = null;
  const deadline = () => {
    const now = Date.now();
    if (!shared || now >= shared.until)
      shared = { signal: AbortSignal.any([stop, AbortSignal.timeout(timeoutMs)]), until: now + stepMs };
    return shared.signal;
  };
  return (input, init) =>
    http(input, { ...init, signal: init?.signal ? AbortSignal.any([deadline(), init.signal]) : deadline() });
}
