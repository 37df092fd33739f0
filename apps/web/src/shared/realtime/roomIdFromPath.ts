// On /live/{_id} the client re-enters that conversation's room after a reconnect.
export function roomIdFromPath(pathname: string): string | null {
  return pathname.match(/^\/live\/([^/]+)\/?$/)?.[1] ?? null;
}
