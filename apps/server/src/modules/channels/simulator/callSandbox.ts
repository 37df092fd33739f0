import { CatalogueError } from '../../../app/CatalogueError.ts';

// One call to the sandbox's customer API (/_sandbox, see apps/sandbox). Without a sandbox (production
// mode never starts one) or when it does not answer, the simulator is unavailable.
export async function callSandbox<T>(
  sandboxUrl: string | null,
  path: string,
  init: { method: 'GET' } | { method: 'POST'; body: unknown },
): Promise<T | null> {
  if (!sandboxUrl) throw new CatalogueError('simulator.sandboxUnavailable');
  let response: Response;
  try {
    response = await fetch(`${sandboxUrl}${path}`, {
      method: init.method,
      headers: init.method === 'POST' ? { 'content-type': 'application/json' } : {},
      body: init.method === 'POST' ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw new CatalogueError('simulator.sandboxUnavailable');
  }
  if (!response.ok) throw new CatalogueError('simulator.sandboxUnavailable');
  return response.status === 204 ? null : ((await response.json()) as T);
}
