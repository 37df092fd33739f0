import type { BotSummary, FlowDocumentInput } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { BroadcastPage } from '../pages/BroadcastPage.ts';
import { ConversationDetailPage, ConversationsPage } from '../pages/ConversationsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { DispatchStatisticsPage } from '../pages/DispatchStatisticsPage.ts';
import { ListsPage } from '../pages/ListsPage.ts';
import { findSeriousViolations } from '../support/findSeriousViolations.ts';
import { useSandboxCloudServer } from '../support/useSandboxCloudServer.ts';

const instanceId = '109000000000777';
const { ownServer, browser, accountId, sandboxUrl } = useSandboxCloudServer({
  name: 'WhatsApp Disparos',
  instanceId,
});

// The demo chatbot's flow: a menu from line 1, and line 3 for those who answer the offer.
const flow: FlowDocumentInput = {
  description: 'Oferta',
  lines: [1, 2, 3].map((line) => ({
    line,
    type: 'message' as const,
    content: {
      kind: 'text' as const,
      text: ['Bem-vindo ao menu.', 'Escolha uma opção.', 'Que bom que respondeu!'][line - 1] ?? '',
    },
    appearanceMs: 0,
  })),
};

// Ana, on her phone, answers the template through the sandbox's Cloud API fake.
async function anaReplies(text: string) {
  const response = await fetch(`${sandboxUrl()}/_sandbox/customer/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'cloud', instanceId, profileName: 'Ana', from: '5531977770001', text }),
  });
  expect(response.ok).toBe(true);
}

describe('a dispatch from the /broadcast form', () => {
  it('sends an approved template to an imported list less an exclusion list, fills its statistics up to delivered, and a reply starts at the flow line', async () => {
    await setCredits(ownServer().services.database.db, accountId(), 100);
    const { client: admin } = await signIn(ownServer().url, 'admin@prosa.demo');
    const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
    expect((await admin.put(`/api/bots/${bot?._id}/flow`, flow)).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot?._id}/flow/publish`)).status).toBe(200);
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
    // Ana answers: her conversation is a campaign's, and its chatbot began at line 3.
    await anaReplies('Quero saber mais!');
    const conversations = await ConversationsPage.open(dashboard.page);
    await conversations.filterOrigin('Campanha');
    await expect.poll(async () => (await conversations.protocols()).length, { timeout: 20_000 }).toBe(1);
    // The same one as the campaign's: the dispatch it answered.
    await conversations.filterCampaign('Oferta de verão');
    await expect.poll(() => conversations.page.url()).toContain('campaign=');
    await expect.poll(async () => (await conversations.protocols()).length).toBe(1);
    const [protocol = ''] = await conversations.protocols();
    let detail = await conversations.open(protocol);
    await detail.panel.getByText('Campanha', { exact: true }).waitFor();
    // The chatbot answers a moment after the conversation is stored: read the page again until then.
    const transcriptNow = async () => {
      await dashboard.page.reload();
      detail = await ConversationDetailPage.waitFor(dashboard.page, protocol);
      return (await detail.transcript()).join(' | ');
    };
    await expect.poll(transcriptNow, { timeout: 20_000 }).toContain('Que bom que respondeu!');
    const transcript = (await detail.transcript()).join(' | ');
    expect(transcript).toContain('Quero saber mais!');
    expect(transcript).not.toContain('Bem-vindo ao menu.');
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
