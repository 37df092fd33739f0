import { whatsappProviders } from '@prosa/contracts';
import { and, eq, inArray } from 'drizzle-orm';
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
) {
  const rows = await db
    .select()
    .from(channels)
    .where(inArray(channels.provider, [...whatsappProviders]));
  for (const row of rows) {
    if (row.instanceId === demoSandboxPhoneNumberId && row.config.graphBaseUrl !== sandboxUrl) {
      row.config = { ...row.config, graphBaseUrl: sandboxUrl };
      await db
        .update(channels)
        .set({ config: row.config })
        .where(and(eq(channels.id, row.id), eq(channels.instanceId, demoSandboxPhoneNumberId)));
    }
    if (isOnSandbox(row, sandboxUrl)) await registerWithSandbox(row, sandboxUrl, secretKey, serverUrl);
  }
}
