import { newId, newToken } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { channels } from '../../../db/schema/index.ts';
import { sealSecrets } from '../secrets/sealSecrets.ts';

// Test set-up: a channel row written straight to the database (the channels API is another part's),
// its secrets sealed with the server's key.
export async function insertChannel(
  db: Db,
  key: Buffer,
  values: {
    accountId: string;
    // WhatsApp unless told.
    type?: string;
    botId?: string | null;
    provider: string;
    config?: Record<string, string>;
    secrets?: Record<string, string>;
    instanceId?: string;
  },
) {
  const [row] = await db
    .insert(channels)
    .values({
      id: newId(),
      accountId: values.accountId,
      type: values.type ?? 'whatsapp',
      provider: values.provider,
      name: `${values.type ?? 'WhatsApp'} ${values.provider}`,
      botId: values.botId ?? null,
      config: values.config ?? {},
      sealedSecrets: sealSecrets(key, values.secrets ?? {}),
      instanceId: values.instanceId ?? newToken(12),
    })
    .returning();
  if (!row) throw new Error('channel insert returned nothing');
  return row;
}
