import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// A server of its own: the story leaves a conversation open for its visitor.
const ownServer = useOwnServer();
const browser = useBrowser();
const demoTitle = 'Prosa — demo do webchat';

describe('an attendant starts a conversation with a visitor browsing the site', { timeout: 120_000 }, () => {
  it('picks the visitor from "Nova conversa", writes first, and the customer’s reply puts it in attendance', async () => {
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    const widget = await WebchatWidget.openDemo(await customerContext.newPage());
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const customerName = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;

    const attendantContext = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(attendantContext, ownServer().url, 'atendente@prosa.demo');
    const aline = await LivePage.open(page);
    await aline.startConversation(demoTitle);
    await aline.room(customerName).waitFor();
    await aline.roomStatus('Interna').waitFor();

    await aline.reply('Olá! Posso ajudar com alguma dúvida?');
    // The closed widget counts the attendant's message on its launcher; opening it reads it.
    await widget.host.getByRole('button', { name: 'Abrir o chat (1 mensagem nova)' }).waitFor();
    expect(await widget.launcher.textContent()).toContain('1');
    await widget.open();
    await widget.message('Olá! Posso ajudar com alguma dúvida?').waitFor();
    await expect.poll(() => widget.launcher.getAttribute('aria-label')).toBe('Fechar o chat');
    await expect.poll(() => aline.roomStatus('Interna').count()).toBe(1);

    await widget.send('Quero saber os preços');
    await aline.message('Quero saber os preços').waitFor();
    await aline.roomStatus('Aguardando').waitFor();
    expect(await widget.message('Quero saber os preços').getAttribute('data-delivery')).not.toBe('failed');

    // In a conversation now: the dialog no longer offers this visitor.
    await aline.sidebar.getByRole('button', { name: 'Nova conversa', exact: true }).click();
    await aline.newConversationDialog().getByText('Nenhum visitante navegando sem conversa agora.').waitFor();
  });
});
