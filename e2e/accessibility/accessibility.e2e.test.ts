import type { BotSummary } from '@prosa/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { BotsPage } from '../pages/BotsPage.ts';
import { ContactsListPage } from '../pages/ContactsListPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { FlowEditorPage } from '../pages/FlowEditorPage.ts';
import { LivePage } from '../pages/LivePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { WebchatWidget } from '../pages/WebchatWidget.ts';
import { demoPassword } from '../support/apiSession.ts';
import { contrastRatio, relativeLuminance } from '../support/contrastRatio.ts';
import { findSeriousViolations, type SeriousViolation } from '../support/findSeriousViolations.ts';
import { followInApp } from '../support/followInApp.ts';
import { takeDeskByHand } from '../support/takeDeskByHand.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the widget opened here greets a new visitor, whom other stories would count.
const ownServer = useOwnServer();
const browser = useBrowser();

// Logs the count per page (the numbers a reader compares between runs) and fails on any violation.
function expectNone(found: Record<string, SeriousViolation[]>, palette: 'light' | 'dark') {
  const counts = Object.fromEntries(
    Object.entries(found).map(([path, violations]) => [
      path,
      violations.reduce((sum, violation) => sum + violation.count, 0),
    ]),
  );
  console.info(`[axe] ${palette}: serious or critical violations per page:`, JSON.stringify(counts));
  const failing = Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0));
  expect(failing).toEqual({});
}

// The CRM list and form, the users and the lite editor, in that order: both palettes visit them.
async function checkCrmUsersAndEditor(page: Page, found: Record<string, SeriousViolation[]>) {
  const people = await ContactsListPage.openPeople(page);
  found['/contacts/people'] = await findSeriousViolations(page);

  await people.createNew();
  found['/contacts/person/new'] = await findSeriousViolations(page);

  await UsersPage.open(page);
  found['/settings/users'] = await findSeriousViolations(page);

  const bots = await BotsPage.open(page);
  await bots.flowLink('Prosa Bot', 'Fluxo (lite)').click();
  await new FlowEditorPage(page, 'Prosa Bot').description.waitFor();
  found['/flow/editor (lite)'] = await findSeriousViolations(page);
}

// Every other built screen (app/router/isScreenBuilt.ts), one axe run each in one loop; ids from the
// demo data (which has no lead, so /people/{id} is left out). A page counts once its heading shows and the network has settled.
async function checkOtherBuiltScreens(
  page: Page,
  admin: ApiClient,
  found: Record<string, SeriousViolation[]>,
) {
  // Bots are named by `_id` (BotSummary): `bot.id` made five of these addresses end in "undefined".
  const [bot] = (await admin.get('/api/bots')).body as BotSummary[];
  if (!bot) throw new Error('the demo account has no bot');
  const [base] = (await admin.get('/api/knowledge/bases')).body.bases;
  const [contact] = (await admin.get('/api/contacts?type=person')).body.items;
  const screens: Array<[string, string]> = [
    ['/profile', '/profile'],
    ['/bots', '/bots'],
    ['/realTime', '/realTime'],
    ['/people', '/people'],
    ['/contacts/companies', '/contacts/companies'],
    ['/contacts/person/{id}', `/contacts/person/${contact.id}`],
    ['/knowledge', '/knowledge'],
    ['/knowledge/knowledge_match', `/knowledge/knowledge_match?base=${base.id}`],
    ['/flow/advanced/{id}', `/flow/advanced/${bot._id}`],
    ['/flow/viewer/{id}', `/flow/viewer/${bot._id}`],
    ['/preview/{id}', `/preview/${bot._id}`],
    ['/settings', '/settings'],
    ['/settings/live', '/settings/live'],
    ['/settings/live/messages', '/settings/live/messages'],
    ['/settings/live/departments', '/settings/live/departments'],
    ['/settings/status', '/settings/status'],
    ['/settings/fields', '/settings/fields'],
    ['/settings/tags', '/settings/tags'],
    ['/settings/journeys', '/settings/journeys'],
    ['/settings/optout', '/settings/optout'],
    ['/settings/access/control', '/settings/access/control'],
    ['/settings/chatbot/{id}', `/settings/chatbot/${bot._id}`],
    ['/settings/chatbot/{id}/whatsapp', `/settings/chatbot/${bot._id}/whatsapp`],
    ['/settings/chatbot/{id}/installation', `/settings/chatbot/${bot._id}/installation`],
    ['/settings/simulator', '/settings/simulator'],
    ['/broadcast', '/broadcast'],
  ];
  for (const [name, path] of screens) {
    await openInApp(page, path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    found[name] = await findSeriousViolations(page);
  }
}

// Into a screen through the panel's router (followInApp.ts), as the route guard's story goes: 26
// reloads were 26 boots of the whole app, about a second of the renderer's CPU each
// (docs/performance.md). Done once no request has been in flight for 500 ms, the quiet a
// load's 'networkidle' waits for: the screen's code and its data have arrived.
async function openInApp(page: Page, path: string) {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
    quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await followInApp(page, path);
    await expect.poll(() => inFlight === 0 && Date.now() - quietSince >= 500, { interval: 100 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
}

describe('accessibility', () => {
  it('finds no serious or critical axe-core violation on the screens a newcomer meets first', async () => {
    const found: Record<string, SeriousViolation[]> = {};
    const context = await browser.newContext({ baseURL: ownServer().url });

    const visitor = await context.newPage();
    await LoginPage.open(visitor);
    found['/login'] = await findSeriousViolations(visitor);
    await visitor.close();

    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    found['/dashboard'] = await findSeriousViolations(page);

    await LivePage.open(page);
    found['/live'] = await findSeriousViolations(page);

    await checkCrmUsersAndEditor(page, found);

    const widget = await WebchatWidget.openDemo(page);
    found['/webchat/demo'] = await findSeriousViolations(page);
    await widget.open();
    found['/webchat/demo (open)'] = await findSeriousViolations(page);

    expectNone(found, 'light');
  });
  it('finds none in dark mode either, /live room with a customer and an attendant message included', {
    timeout: 300_000,
  }, async () => {
    const found: Record<string, SeriousViolation[]> = {};
    // Nobody is signed in on /login: the choice the app stored earlier in this browser paints it.
    const stranger = await browser.newContext({ baseURL: ownServer().url });
    await stranger.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const visitor = await stranger.newPage();
    await LoginPage.open(visitor);
    expect(await visitor.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    found['/login'] = await findSeriousViolations(visitor);
    await stranger.close();

    // A customer waits in the queue of a department that takes conversations by hand.
    const admin = new ApiClient(ownServer().url);
    await admin.post('/api/auth/login', { email: 'admin@prosa.demo', password: demoPassword });
    await takeDeskByHand(admin);
    // The customer's system is dark too: the widget follows prefers-color-scheme.
    const customerContext = await browser.newContext({ baseURL: ownServer().url });
    const customerPage = await customerContext.newPage();
    await customerPage.emulateMedia({ colorScheme: 'dark' });
    const widget = await WebchatWidget.openDemo(customerPage);
    await widget.open();
    const visitorId = await widget.page.evaluate(() => localStorage.getItem('prosa.webchat.visitor'));
    const customerName = `Visitante ${visitorId?.slice(-4).toUpperCase()}`;
    await widget.send('Olá, preciso de ajuda com meu pedido');

    // The attendant turns dark mode on the way a user does: the shell's switch.
    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
    const shell = new ShellPage(page);
    await shell.darkMode.click();
    expect(await shell.darkMode.getAttribute('aria-checked')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    found['/dashboard'] = await findSeriousViolations(page);

    await shell.chooseStatus('Online');
    const live = await LivePage.open(page);
    found['/live'] = await findSeriousViolations(page);
    await live.openQueue();
    await live.take(customerName);
    await live.message('Olá, preciso de ajuda com meu pedido').waitFor();
    await live.reply('Bom dia! Vou verificar o seu pedido.');
    await live.message('Bom dia! Vou verificar o seu pedido.').waitFor();
    found['/live (room)'] = await findSeriousViolations(page);

    await widget.message('Bom dia! Vou verificar o seu pedido.').waitFor();
    found['/webchat/demo (open, dark)'] = await findSeriousViolations(widget.page);
    // Each bubble's text against its own background, the customer's and the attendant's: light
    // text on a dark bubble, 4.5:1 at least.
    const bubbles = await widget.log.locator('li.msg').evaluateAll((items) =>
      items.map((item) => {
        const bubble = getComputedStyle(item);
        const author = item.querySelector('.author');
        return {
          isMine: item.classList.contains('mine'),
          background: bubble.backgroundColor,
          text: bubble.color,
          author: author ? getComputedStyle(author).color : bubble.color,
        };
      }),
    );
    expect(bubbles.some((bubble) => bubble.isMine) && bubbles.some((bubble) => !bubble.isMine)).toBe(true);
    for (const bubble of bubbles) {
      expect(relativeLuminance(bubble.background)).toBeLessThan(relativeLuminance(bubble.text));
      expect(contrastRatio(bubble.text, bubble.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(bubble.author, bubble.background)).toBeGreaterThanOrEqual(4.5);
    }
    await customerContext.close();

    await checkCrmUsersAndEditor(page, found);
    await checkOtherBuiltScreens(page, admin, found);

    expectNone(found, 'dark');
  });
});
