import { describe, expect, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { BroadcastPage } from '../pages/BroadcastPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { DispatchStatisticsPage } from '../pages/DispatchStatisticsPage.ts';
import { ListsPage } from '../pages/ListsPage.ts';
import { findSeriousViolations } from '../support/findSeriousViolations.ts';
import { useSandboxCloudServer } from '../support/useSandboxCloudServer.ts';

const { ownServer, browser, accountId } = useSandboxCloudServer({
  name: 'WhatsApp Disparos',
  instanceId: '109000000000777',
});

describe('a dispatch from the /broadcast form', () => {
  it('sends an approved template to an imported list less an exclusion list, and fills its statistics up to delivered', async () => {
    await setCredits(ownServer().services.database.db, accountId(), 100);
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');
    const broadcast = await BroadcastPage.open(dashboard.page);
    await broadcast.createTemplate({
      channel: 'WhatsApp Disparos',
      name: 'oferta_disparo',
      body: 'Olá {{1}}, sua oferta {{2}} chegou.',
    });
    await broadcast.templateRow('oferta_disparo').getByText('Aprovado').waitFor();

    const lists = await ListsPage.open(dashboard.page);
    const csv = ['Nome;Telefone', 'Ana;5531977770001', 'Bruno;5531977770002'].join('\n');
    await lists.importCsv('Clientes do disparo', 'WhatsApp', { name: 'clientes.csv', content: csv });
    await expect
      .poll(async () => (await lists.cells('Clientes do disparo'))[6], { timeout: 20_000 })
      .toBe('Pronta');
    const excluded = ['Nome;Telefone', 'Bruno;5531977770002'].join('\n');
    await lists.importCsv('Não enviar', 'WhatsApp', { name: 'fora.csv', content: excluded });
    await expect.poll(async () => (await lists.cells('Não enviar'))[6], { timeout: 20_000 }).toBe('Pronta');

    let form = await BroadcastPage.open(dashboard.page);
    const preview = await form.createDispatch({
      name: 'Oferta de verão',
      server: 'WhatsApp Disparos',
      template: 'oferta_disparo (pt_BR)',
      variables: ['{name}', 'VERAO10'],
      list: 'Clientes do disparo (2 telefones)',
      exclude: ['Não enviar (1 telefone)'],
      flowIndex: 3,
    });
    expect(preview).toBe('Olá Maria, sua oferta VERAO10 chegou.');

    const statistics = new DispatchStatisticsPage(dashboard.page);
    // Bruno is on the exclusion list: only Ana is a recipient, and a reply starts at line 3.
    await expect.poll(() => statistics.count('Entregue ao aparelho'), { timeout: 20_000 }).toBe('1');
    expect(await statistics.count('Aguardando')).toBe('0');
    await dashboard.page.getByText('Entregue', { exact: true }).waitFor();
    await dashboard.page.getByText('Custo: 1 crédito', { exact: true }).waitFor();
    await dashboard.page.getByText('Respostas começam na linha 3 do fluxo').waitFor();
    const minutes = await statistics.minutes();
    expect(minutes.reduce((sum, cells) => sum + Number(cells[1]), 0)).toBe(1);
    expect(minutes.reduce((sum, cells) => sum + Number(cells[2]), 0)).toBe(1);
    await statistics.errors.getByText('Nenhum erro.').waitFor();
    const exported = await statistics.exported();
    expect(exported).toContain('"Ana","5531977770001","delivered"');
    expect(exported).not.toContain('Bruno');
    // The statistics screen, and the form with a template chosen (its variables and preview shown),
    // pass axe-core's serious and critical rules.
    expect(await findSeriousViolations(dashboard.page)).toEqual([]);
    form = await BroadcastPage.open(dashboard.page);
    await form.fillDispatch({
      name: 'Só para conferir',
      server: 'WhatsApp Disparos',
      template: 'oferta_disparo (pt_BR)',
      variables: ['{name}'],
    });
    expect(await findSeriousViolations(dashboard.page)).toEqual([]);
    await context.close();
  });
});
