import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { demoPassword } from '../support/apiSession.ts';
import { signInToLive } from '../support/signInToLive.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

if (!existsSync(new URL('../../apps/webchat/dist/webchat.js', import.meta.url)))
  throw new Error('apps/webchat/dist is missing: run `npm run build -w @prosa/webchat` (npm test does).');

// A server of its own: the story changes the department's distribution.
const ownServer = useOwnServer();
const browser = useBrowser();

// Atendimento takes conversations by hand, so Aline takes the customer's from the queue.
async function takeByHand() {
  const admin = new ApiClient(ownServer().url);
  await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
  await takeDeskByHand(admin);
}

const signedIn = async (email: string, isOnline: boolean) =>
  signInToLive(await browser.newContext({ baseURL: ownServer().url }), ownServer().url, email, isOnline);

describe('group attendance', { timeout: 120_000 }, () => {
  it('an attendant adds a specialist, who opens the room and answers the customer, then leaves', async () => {
    await takeByHand();
    const aline = await signedIn('atendente@prosa.demo', true);
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    const widget = await WebchatWidget.openDemo(await customerContext.newPage());
    await widget.open();
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const name = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;
    await widget.send('Minha nota fiscal veio com o CNPJ errado');
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');

    await aline.openQueue();
    await aline.item(name).getByText('1º na fila').waitFor();
    await aline.take(name);
    await aline.reply('Vou chamar o nosso especialista em faturamento.');
    await widget.message('Vou chamar o nosso especialista em faturamento.').waitFor();

    // João's view rule shows him only his own rooms: until he is added, this one is not his to see.
    await aline.addAttendant('João Júnior');
    const joao = await signedIn('junior@prosa.demo', false);
    await joao.openBox('Caixa de entrada');
    await joao.openConversation(name);
    await joao.message('Minha nota fiscal veio com o CNPJ errado').waitFor();
    await joao.reply('Olá, sou o João do faturamento. Vou corrigir o CNPJ.');
    await widget.message('Olá, sou o João do faturamento. Vou corrigir o CNPJ.').waitFor();
    await aline.message('Olá, sou o João do faturamento. Vou corrigir o CNPJ.').waitFor();

    await joao.leaveGroup();
    await joao.item(name).waitFor({ state: 'detached' });
    await aline.participants().waitFor({ state: 'detached' });
    // Aline still holds the room and writes in it.
    await aline.reply('Pronto, o CNPJ foi corrigido.');
    await widget.message('Pronto, o CNPJ foi corrigido.').waitFor();
  });
});
