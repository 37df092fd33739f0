import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { HsmDialog } from '../pages/HsmDialog.ts';
import { LivePage } from '../pages/LivePage.ts';
import { NumberStatusSettingsPage } from '../pages/NumberSettingsPages.ts';
import { addSandboxWhatsappChannel } from '../support/sandboxWhatsappChannel.ts';
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
  const { accountId } = await addSandboxWhatsappChannel(ownServer(), url, {
    name: 'WhatsApp Vendas',
    instanceId: '109000000000888',
    written,
  });
  await setCredits(ownServer().services.database.db, accountId, 10);
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
