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

// A server of its own: the story changes the department's distribution and blocks a number.
const ownServer = useOwnServer();
const browser = useBrowser();

const signedIn = async (email: string) =>
  signInToLive(await browser.newContext({ baseURL: ownServer().url }), ownServer().url, email);

describe("a contact's number status in the live room", { timeout: 120_000 }, () => {
  it('an attendant does not see it; a manager sees the webchat number in live chat, blocks it and unblocks it', async () => {
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    await takeDeskByHand(admin);
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    const widget = await WebchatWidget.openDemo(await customerContext.newPage());
    await widget.open();
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const name = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;
    await widget.send('Quero falar com alguém');
    await expect.poll(() => widget.status.textContent()).toBe('Você é o 1º da fila.');

    // Aline takes the conversation; the number's status and actions are for managers and above.
    const aline = await signedIn('atendente@prosa.demo');
    const alineAsked: string[] = [];
    aline.page.on('request', (request) => {
      if (request.url().includes('/number-status')) alineAsked.push(request.url());
    });
    await aline.openQueue();
    await aline.take(name);
    await aline.tab('Dados');
    await aline.collectedData().waitFor();
    expect(await aline.numberStatus().section.count()).toBe(0);
    expect(alineAsked).toEqual([]);

    const gustavo = await signedIn('gestor@prosa.demo');
    await gustavo.openBox('Todas');
    await gustavo.openConversation(name);
    await gustavo.tab('Dados');
    const number = gustavo.numberStatus();
    await number.shows('Webchat', 'Em atendimento ao vivo').waitFor();
    await number.button('Webchat', 'Reiniciar').waitFor();
    expect(await number.button('Webchat', 'Desbloquear').count()).toBe(0);

    await number.block('Webchat');
    await number.shows('Webchat', 'Bloqueado').waitFor();
    await number.shows('Webchat', 'Bloqueio manual').waitFor();
    expect(await number.button('Webchat', 'Bloquear').count()).toBe(0);

    await number.unblock('Webchat');
    await number.shows('Webchat', 'Sem conversa').waitFor();
    await number.button('Webchat', 'Bloquear').waitFor();
    expect(await number.shows('Webchat', 'Bloqueio manual').count()).toBe(0);
  });
});
