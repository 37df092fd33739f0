import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';

const webDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

// For stories that change shared demo data (two-factor, passwords, languages, deleted accounts):
// a server and database of their own, so the other spec files keep the seeded state. `env` adds
// settings, e.g. PROSA_CONTROLLED_CLOCK=1 for a clock the story moves (support/serverClock.ts).
export function useOwnServer(env: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    server = await startTestServer(env, { webDir });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}
