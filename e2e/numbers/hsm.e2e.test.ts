import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../apps/server/src/app/newId.ts';
import { accounts, bots, channels } from '../../apps/server/src/db/schema/index.ts';
import { sealSecrets } from '../../apps/server/src/modules/channels/secrets/sealSecrets.ts';
import {
  accountIdOf,
  insertConversation,
} from '../../apps/server/src/modules/live/testing/insertConversation.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { HsmDialog } from '../pages/HsmDialog.ts';
import { LivePage } from '../pages/LivePage.ts';
import { NumberStatusSettingsPage } from '../pages/NumberSettingsPages.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own (the story adds a channel and spends credits) and the sandbox's Cloud API
// fake as the channel's provider.
const ownServer = useOwnServer();
const browser = useBrowser();
let sandbox: Sandbox;
const written = ['5531977770001', '5531977770002'];

beforeAll(async () => {
  sandbox = createSandbox({ statusDelayMs: 5 });
  const url = await sandbox.start();
  const { db } = ownServer().services.database;
  const accountId = await accountIdOf(db, 'Prosa Demo');
  const [bot] = await db.select().from(bots).where(eq(bots.accountId, accountId)).limit(1);
  const channelId = newId();
  const secrets = { accessToken: 'e2e-token', appSecret: 'e2e-secret', verifyToken: 'e2e-verify' };
  await fetch(`${url}/_sandbox/numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId: '109000000000888',
      webhookUrl: `${ownServer().url}/webhooks/whatsapp/${channelId}`,
      secrets,
      config: { wabaId: '209000000000888' },
    }),
  });
  await db.insert(channels).values({
    id: channelId,
    accountId,
    type: 'whatsapp',
    provider: 'cloud',
    name: 'WhatsApp Vendas',
    botId: bot?.id ?? null,
    config: {
      phoneNumberId: '109000000000888',
      wabaId: '209000000000888',
      graphBaseUrl: url,
      graphVersion: 'v21.0',
    },
    sealedSecrets: sealSecrets(ownServer().services.secretKey, secrets),
    instanceId: '109000000000888',
  });
  await db.update(accounts).set({ credits: 10 }).where(eq(accounts.id, accountId));
  // Both numbers wrote to the channel days ago (opted in); their conversations are over.
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
});
afterAll(() => sandbox?.close());

describe('HSM from the live chat', () => {
  it('lets an attendant send a template with its variables, and refuses a blocked number', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const gestor = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');
    const status = await NumberStatusSettingsPage.open(gestor.page);
    await status.lookUp('31 97777-0002');
    await status.act('Bloquear', 'Pediu para não receber');
    await status.result.getByText('Bloqueado', { exact: true }).waitFor();
    await context.close();

    const attendantContext = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(attendantContext, ownServer().url, 'atendente@prosa.demo');
    const live = await LivePage.open(dashboard.page);
    const hsm = await HsmDialog.open(live.page);
    await hsm.fill({
      channel: 'WhatsApp Vendas',
      template: 'atualizacao_pedido (pt_BR)',
      variables: ['Marta', '#1042', 'enviado'],
      national: '31 97777-0002',
      clientName: 'Marta',
    });
    await hsm.preview().getByText('Olá Marta, seu pedido #1042 foi atualizado para: enviado.').waitFor();
    await hsm.send();
    await hsm.dialog.getByText('O número está bloqueado.').waitFor();

    await hsm.dialog.getByLabel('Número com DDD', { exact: true }).fill('31 97777-0001');
    await hsm.send();
    await hsm.dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => live.page.url()).toMatch(/\/live\/[0-9a-f]{24}$/);
    await live.message('Olá Marta, seu pedido #1042 foi atualizado para: enviado.').waitFor();
    await attendantContext.close();
  });
});
