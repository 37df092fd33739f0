import { eq } from 'drizzle-orm';
import { newId } from '../../apps/server/src/app/newId.ts';
import { bots, channels } from '../../apps/server/src/db/schema/index.ts';
import { sealSecrets } from '../../apps/server/src/modules/channels/secrets/sealSecrets.ts';
import {
  accountIdOf,
  insertConversation,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import type { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';

type Server = Awaited<ReturnType<typeof startTestServer>>;

// A WhatsApp Cloud channel of Prosa Demo named `name`, whose provider is the sandbox's Cloud API
// fake, and `written` numbers that wrote to it days ago (opted in, their conversations over).
export async function addSandboxWhatsappChannel(
  server: Server,
  sandboxUrl: string,
  { name, instanceId, written }: { name: string; instanceId: string; written: string[] },
) {
  const { db } = server.services.database;
  const accountId = await accountIdOf(db, 'Prosa Demo');
  const [bot] = await db.select().from(bots).where(eq(bots.accountId, accountId)).limit(1);
  const channelId = newId();
  const wabaId = `2${instanceId.slice(1)}`;
  const secrets = { accessToken: 'e2e-token', appSecret: 'e2e-secret', verifyToken: 'e2e-verify' };
  await fetch(`${sandboxUrl}/_sandbox/numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId,
      webhookUrl: `${server.url}/webhooks/whatsapp/${channelId}`,
      secrets,
      config: { wabaId },
    }),
  });
  await db.insert(channels).values({
    id: channelId,
    accountId,
    type: 'whatsapp',
    provider: 'cloud',
    name,
    botId: bot?.id ?? null,
    config: { phoneNumberId: instanceId, wabaId, graphBaseUrl: sandboxUrl, graphVersion: 'v21.0' },
    sealedSecrets: sealSecrets(server.services.secretKey, secrets),
    instanceId,
  });
  for (const number of written)
    await insertConversation(db, {
      accountId,
      botId: bot?.id,
      channel: 'whatsapp',
      channelId,
      visitorId: number,
      status: 'finished',
      archivedAt: new Date(),
      lastCustomerMessageAt: new Date(Date.now() - 3 * 24 * 3600_000),
    });
  return { accountId, channelId };
}
