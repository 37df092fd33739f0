import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { newId } from '../../apps/server/src/app/newId.ts';
import { openDatabase } from '../../apps/server/src/db/openDatabase.ts';
import { bots, channels } from '../../apps/server/src/db/schema/index.ts';
import { sealSecrets } from '../../apps/server/src/modules/channels/secrets/sealSecrets.ts';
import { prepareDatabase } from '../liveChat/prepareDatabase.ts';

export const benchPhoneNumberId = '100000000000777';
export const benchSecrets = {
  accessToken: 'bench-token',
  appSecret: 'bench-app-secret',
  verifyToken: 'bench-verify',
};
// The server seals with this key (PROSA_SECRET_KEY), so the bench seals the channel's secrets with it too.
export const benchSecretKey = 'channel-bench-secret-key-not-for-production';

// The live chat bench's database (demo seed, "Atendimento" with balancing distribution and a queue,
// the bench attendants with sessions) plus a WhatsApp Cloud channel on the demo chatbot whose Graph
// address is the bench's own sandbox.
export async function prepareChannelBench(options: {
  postgresUrl: string;
  attendants: number;
  customers: number;
  sandboxUrl: string;
}) {
  const prepared = await prepareDatabase('pg', options.postgresUrl, options.attendants, options.customers);
  const database = await openDatabase({ databaseUrl: prepared.databaseUrl, dataDir: prepared.dataDir });
  try {
    const [bot] = await database.db.select().from(bots).where(eq(bots.token, prepared.botToken));
    if (!bot) throw new Error('the prepared database has no bot');
    const channelId = newId();
    const key = createHash('sha256').update(benchSecretKey).digest();
    await database.db.insert(channels).values({
      id: channelId,
      accountId: bot.accountId,
      type: 'whatsapp',
      provider: 'cloud',
      name: 'Bench WhatsApp',
      botId: bot.id,
      config: {
        phoneNumberId: benchPhoneNumberId,
        wabaId: 'bench-waba',
        graphBaseUrl: options.sandboxUrl,
        graphVersion: 'v21.0',
      },
      sealedSecrets: sealSecrets(key, benchSecrets),
      instanceId: benchPhoneNumberId,
    });
    return { ...prepared, channelId };
  } finally {
    await database.close();
  }
}
