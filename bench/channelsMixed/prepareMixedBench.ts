import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { newId } from '../../apps/server/src/app/newId.ts';
import { openDatabase } from '../../apps/server/src/db/openDatabase.ts';
import { channels } from '../../apps/server/src/db/schema/index.ts';
import { sealSecrets } from '../../apps/server/src/modules/channels/secrets/sealSecrets.ts';
import { benchSecretKey, prepareChannelBench } from '../channels/prepareChannelBench.ts';
import { mixedChannelRows } from './mixedChannelRows.ts';

export const benchKey = createHash('sha256').update(benchSecretKey).digest();

// The channels bench's database (the demo seed and its WhatsApp Cloud channel) plus one channel of
// every other type on the same chatbot: the rows, as the server reads them, with a label each.
export async function prepareMixedBench(options: {
  postgresUrl: string;
  customers: number;
  sandboxUrl: string;
  relayPort: number;
}) {
  const prepared = await prepareChannelBench({ ...options, attendants: 1 });
  const database = await openDatabase({ databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir });
  try {
    const [cloud] = await database.db.select().from(channels).where(eq(channels.id, prepared.channelId));
    if (!cloud) throw new Error('the prepared database has no WhatsApp channel');
    const labels = new Map([[cloud.id, 'WhatsApp Cloud']]);
    for (const row of mixedChannelRows(options)) {
      const id = newId();
      labels.set(id, row.label);
      await database.db.insert(channels).values({
        id,
        accountId: cloud.accountId,
        type: row.type,
        provider: row.provider,
        name: `Bench ${row.label}`,
        botId: cloud.botId,
        config: row.config,
        sealedSecrets: sealSecrets(benchKey, row.secrets),
        instanceId: row.instanceId,
      });
    }
    const rows = await database.db
      .select()
      .from(channels)
      .where(inArray(channels.id, [...labels.keys()]));
    const ordered = [...labels].flatMap(([id, label]) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? [{ label, row }] : [];
    });
    return { ...prepared, channels: ordered };
  } finally {
    await database.close();
  }
}
