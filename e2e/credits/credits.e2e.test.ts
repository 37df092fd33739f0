import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { HsmDialog } from '../pages/HsmDialog.ts';
import { LivePage } from '../pages/LivePage.ts';
import { addSandboxWhatsappChannel } from '../support/sandboxWhatsappChannel.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own (the story spends the demo account's credits) and the sandbox's Cloud API
// fake as the channel's provider.
const ownServer = useOwnServer();
const browser = useBrowser();
let sandbox: Sandbox;
const written = ['5531966660001', '5531966660002'];

beforeAll(async () => {
  sandbox = createSandbox({ statusDelayMs: 5 });
  const url = await sandbox.start();
  const { accountId } = await addSandboxWhatsappChannel(ownServer(), url, {
    name: 'WhatsApp Cobrança',
    instanceId: '109000000000999',
    written,
  });
  await setCredits(ownServer().services.database.db, accountId, 1);
});
afterAll(() => sandbox?.close());

const template = {
  channel: 'WhatsApp Cobrança',
  template: 'atualizacao_pedido (pt_BR)',
  variables: ['Rui', '#77', 'pago'],
  clientName: 'Rui',
};

describe('credits', { timeout: 120_000 }, () => {
  it('charges a template sent from the live chat, and refuses it once the credits are gone', async () => {
    const managerContext = await browser.newContext({ baseURL: ownServer().url });
    const manager = await DashboardPage.signIn(managerContext, ownServer().url, 'gestor@prosa.demo');
    await manager.credits.getByText('Créditos comprados disponíveis: 1').waitFor();

    const attendantContext = await browser.newContext({ baseURL: ownServer().url });
    const attendant = await DashboardPage.signIn(attendantContext, ownServer().url, 'atendente@prosa.demo');
    const live = await LivePage.open(attendant.page);
    const first = await HsmDialog.open(live.page);
    await first.fill({ ...template, national: '31 96666-0001' });
    await first.send();
    await first.dialog.waitFor({ state: 'hidden' });
    await live.message('Olá Rui, seu pedido #77 foi atualizado para: pago.').waitFor();

    await manager.goto();
    await manager.credits.getByText('Créditos comprados disponíveis: 0').waitFor();
    expect(await manager.consumption.textContent()).toContain('1 de 3.500 da franquia mensal usados');
    await manager.credits.getByRole('button', { name: 'Ver créditos' }).click();
    const drawer = manager.page.getByRole('dialog', { name: 'Créditos' });
    const history = drawer.getByRole('table', { name: 'Consumo por mês' });
    await history.getByRole('row', { name: /Modelo de WhatsApp\s*1\s*1/ }).waitFor();

    const second = await HsmDialog.open(live.page);
    await second.fill({ ...template, national: '31 96666-0002' });
    await second.send();
    await second.dialog.getByText('Créditos de WhatsApp insuficientes para enviar esta mensagem.').waitFor();

    await drawer.getByLabel('Quantidade de créditos').fill('500');
    await drawer.getByLabel('Observação').fill('Campanha de dezembro');
    await drawer.getByRole('button', { name: 'Solicitar' }).click();
    await drawer.getByText('Pedido enviado. Nossa equipe entrará em contato.').waitFor();
    await managerContext.close();
    await attendantContext.close();
  });
});
