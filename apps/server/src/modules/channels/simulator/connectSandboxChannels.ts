import { and, eq } from 'drizzle-orm';
import type { ServerLogger } from '../../../app/createLogger.ts';
import type { Db } from '../../../db/database.ts';
import { channels } from '../../../db/schema/index.ts';
import { demoSandboxPhoneNumberId } from './demoSandboxChannel.ts';
import { isOnSandbox, registerWithSandbox } from './registerWithSandbox.ts';

// At every demo start: the sandbox listens on a new port and remembers nothing, so the seeded demo
// channel is pointed at its new address and every channel on the sandbox is registered with it.
export async function connectSandboxChannels(
  db: Db,
  sandboxUrl: string,
  secretKey: Buffer,
  serverUrl: string,
  log: ServerLogger,
) {
  const rows = await db.select().from(channels);
  for (const row of rows) {
    if (row.instanceId === demoSandboxPhoneNumberId && row.config.graphBaseUrl !== sandboxUrl) {
      row.config = { ...row.config, graphBaseUrl: sandboxUrl };
      await db
        .update(channels)
        .set({ config: row.config })
        .where(and(eq(channels.id, row.id), eq(channels.instanceId, demoSandboxPhoneNumberId)));
    }
    if (!isOnSandbox(row, sandboxUrl)) continue;
    // A registration that fails (the sandbox slow to answer on a loaded machine) must not stop the
    // demo from starting: the simulator registers the channel again when it plays it.
    await registerWithSandbox(row, sandboxUrl, secretKey, serverUrl).catch((error: unknown) =>
      log.warn({ err: error, channelId: row.id }, 'a channel could not be registered with the sandbox'),
    );
  }
}
