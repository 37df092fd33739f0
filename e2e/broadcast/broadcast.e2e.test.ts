import { describe, it } from 'vitest';
import { setCredits } from '../../apps/server/src/modules/credits/testing/setCredits.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { BroadcastPage } from '../pages/BroadcastPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useSandboxCloudServer } from '../support/useSandboxCloudServer.ts';

const { ownServer, browser, accountId } = useSandboxCloudServer({
  name: 'WhatsApp Campanhas',
  instanceId: '109000000000999',
});

describe('broadcast', () => {
  it('creates a template the provider approves, and shows a dispatch’s recipients by state', async () => {
    const context = await browser.newContext({ baseURL: ownServer().url });
    const dashboard = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');
    const broadcast = await BroadcastPage.open(dashboard.page);
    await broadcast.createTemplate({
      channel: 'WhatsApp Campanhas',
      name: 'oferta_natal',
      body: 'Olá {{1}}, sua oferta chegou.',
    });
    await broadcast.templateRow('oferta_natal').getByText('Aprovado').waitFor();

    // Dispatches are created through the API (the fixed interface); the screen follows them.
    const { client } = await signIn(ownServer().url, 'gestor@prosa.demo');
    const { templates } = (await client.get('/api/broadcast/templates')).body;
    const template = templates.find((one: { name: string }) => one.name === 'oferta_natal');
    await setCredits(ownServer().services.database.db, accountId(), 0);
    await client.post('/api/broadcast/dispatches', {
      name: 'Natal sem créditos',
      channelId: template.channelId,
      templateId: template.id,
      variables: ['{name}'],
      recipients: [{ name: 'Ana', phone: '5531977771234' }],
    });
    await broadcast.dispatchRow('Natal sem créditos').getByText('Créditos insuficientes').waitFor();
    await context.close();
  });
});
