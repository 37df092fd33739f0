import { freePort } from './freePort.ts';
import { type ServerProcess, startServerProcess } from './startServerProcess.ts';
import type { TestDatabase } from './testDatabase.ts';

// `count` server processes on one test database, started one after the other: the first migrates
// and seeds, the next ones find it done.
export async function startServerProcesses(database: TestDatabase, count = 2): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  for (let index = 0; index < count; index++)
    servers.push(
      await startServerProcess({
        port: await freePort(),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        timeoutMs: 100_000,
      }),
    );
  return servers;
}
