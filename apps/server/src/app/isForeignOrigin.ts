// True when a request names an Origin other than the host it was sent to. A browser names the
// page's origin on cross-site writes and websocket handshakes; an Origin that is not even a URL
// cannot be ours either. No Origin (or "null") is left to the other checks.
export function isForeignOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || origin === 'null') return false;
  if (!host) return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
