import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { BotsPage } from '../pages/BotsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { RealTimePage } from '../pages/RealTimePage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story creates a chatbot and connects visitors.
const ownServer = useOwnServer();
const browser = useBrowser();
const visitors: Socket[] = [];

afterEach(() => {
  for (const visitor of visitors.splice(0)) visitor.disconnect();
});

async function signIn(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  return (await DashboardPage.signIn(context, ownServer().url, email)).page;
}

// A customer's browser with the widget: the socket the widget opens, reporting the page it is on.
async function connectVisitor(
  botToken: string,
  page: { url: string; title: string },
  timeZone = 'America/Bahia',
) {
  const visitorId = randomBytes(16).toString('base64url').slice(0, 22);
  const socket = io(`${ownServer().url}/webchat`, {
    auth: { botToken, visitorId, visitorSecret: randomBytes(24).toString('base64url'), timeZone },
    transports: ['websocket'],
  });
  visitors.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  socket.emit('page', page);
  return socket;
}

describe('chatbots and real time', () => {
  it('shows an administrator the demo chatbot with its installation snippet, and creates another', async () => {
    const bots = await BotsPage.open(await signIn('admin@prosa.demo'));
    const snippet = await bots.snippet('Prosa Bot').inputValue();
    expect(snippet).toMatch(
      new RegExp(
        `^<script src="${ownServer().url}/webchat\\.js" data-bot="[A-Za-z0-9_-]{32}" async></script>$`,
      ),
    );
    expect(await bots.demoLink('Prosa Bot').getAttribute('href')).toMatch(/^\/webchat\/demo\?bot=/);

    await bots.create('Vendas Bot');
    await bots.bot('Vendas Bot').waitFor();
    expect(await bots.snippet('Vendas Bot').inputValue()).not.toBe(snippet);

    // Edited later: a new name and language, the same snippet.
    const vendas = await bots.snippet('Vendas Bot').inputValue();
    await bots.edit('Vendas Bot', { name: 'Ventas Bot', language: 'Español' });
    expect(await bots.fact('Ventas Bot', 'Idioma').textContent()).toBe('Español');
    expect(await bots.snippet('Ventas Bot').inputValue()).toBe(vendas);
  });

  it('keeps the new-chatbot form from a manager, who still sees the snippets', async () => {
    const bots = await BotsPage.open(await signIn('gestor@prosa.demo'));
    await bots.snippet('Prosa Bot').waitFor();
    expect(await bots.newBot.count()).toBe(0);
    expect(await bots.editButton('Prosa Bot').count()).toBe(0);
    await bots.flowLink('Prosa Bot', 'Fluxo (lite)').waitFor();
  });

  it('offers the flow screens only to those who may open them: an attendant sees none', async () => {
    const bots = await BotsPage.open(await signIn('atendente@prosa.demo'));
    await bots.snippet('Prosa Bot').waitFor();
    for (const screen of ['Fluxo (lite)', 'Editor de código', 'Visualizar'])
      expect(await bots.flowLink('Prosa Bot', screen).count()).toBe(0);
  });

  it('counts a visitor who connects and browses, without reloading, and forgets them when they leave', async () => {
    const page = await signIn('admin@prosa.demo');
    const bots = await BotsPage.open(page);
    const token = /data-bot="([^"]+)"/.exec(await bots.snippet('Prosa Bot').inputValue())?.[1] ?? '';

    const realTime = await RealTimePage.open(page);
    await realTime.waitForCount('Navegando', 0);
    const visitor = await connectVisitor(token, {
      url: 'https://loja.example/precos',
      title: 'Preços da loja',
    });

    // Well before the 30 s poll: the /live socket's `visitors` signal refreshed the page.
    await realTime.waitForCount('Navegando', 1, 20_000);
    const row = realTime.visitorRow('Preços da loja');
    await row.waitFor();
    expect(await row.textContent()).toContain('https://loja.example/precos');
    expect(await row.textContent()).toContain('Bahia');
    await realTime.places.getByRole('row').filter({ hasText: 'Bahia' }).waitFor();
    await realTime.mapPlace(realTime.map, 'Bahia: 1').waitFor();
    await realTime.mapPlace(realTime.worldMap, 'Brasil: 1').waitFor();

    visitor.disconnect();
    await realTime.waitForCount('Navegando', 0);
  });

  it('places a visitor from abroad in their country on the world map, by their time zone', async () => {
    const page = await signIn('admin@prosa.demo');
    const bots = await BotsPage.open(page);
    const token = /data-bot="([^"]+)"/.exec(await bots.snippet('Prosa Bot').inputValue())?.[1] ?? '';

    const realTime = await RealTimePage.open(page);
    await realTime.waitForCount('Navegando', 0);
    await connectVisitor(token, { url: 'https://loja.example/', title: 'Loja' }, 'Europe/Lisbon');
    await connectVisitor(token, { url: 'https://loja.example/', title: 'Loja' }, 'America/Buenos_Aires');

    await realTime.waitForCount('Navegando', 2, 20_000);
    await realTime.places.getByRole('row').filter({ hasText: 'Portugal' }).waitFor();
    await realTime.places.getByRole('row').filter({ hasText: 'Argentina' }).waitFor();
    await realTime.mapPlace(realTime.worldMap, 'Portugal: 1').waitFor();
    await realTime.mapPlace(realTime.worldMap, 'Argentina: 1').waitFor();
    // Nobody in Brazil: its map is there, every state at zero.
    await realTime.mapPlace(realTime.map, 'Bahia: 0').waitFor();
  });
});
