import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';

const webDir = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

// For stories that change shared demo data (two-factor, passwords, languages, deleted accounts):
// a server and database of their own, so the other spec files keep the seeded state.
export function useOwnServer() {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  beforeAll(async () => {
    server = await startTestServer({}, { webDir });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not started');
    return server;
  };
}
