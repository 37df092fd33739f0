import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../apps/web/src/app/router/appRoutes.ts';
import { BotsPage } from '../pages/BotsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { NotFoundPage } from '../pages/NotFoundPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { followInApp } from '../support/followInApp.ts';
import { useBrowser } from '../support/useBrowser.ts';

const browser = useBrowser();

// A real address for each route pattern: ids filled in, the optional one left out.
const concretePath = (pattern: string) =>
  pattern
    .replace(/\/:[a-zA-Z]+\?/g, '')
    .replace(':type', 'person')
    .replace(/:[a-zA-Z]+/g, '65f1c0ffee0000000000abcd');

describe('route guard', () => {
  it('sends a visitor from every protected route to /login, logging a pre-guard event each time', async () => {
    const preGuard: string[] = [];
    const paths = appRoutes.map((route) => concretePath(route.path));
    // The first address is loaded; the rest are reached as the app's own links reach them (the
    // history API and its popstate), so each route's guard runs without reloading the whole app:
    // 38 s of reloads became a few seconds.
    const page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'info' && message.text().startsWith('[prosa:pre-guard]'))
        preGuard.push(message.text());
    });
    const [first = '/', ...rest] = paths;
    await page.goto(first);
    await page.waitForURL('**/login');
    for (const path of rest) {
      await followInApp(page, path);
      await page.waitForURL('**/login');
      await expect.poll(() => preGuard.some((line) => line.includes(`path: ${path},`))).toBe(true);
    }
    await page.getByLabel('E-mail', { exact: true }).waitFor();
    const unlogged = () => paths.filter((path) => !preGuard.some((line) => line.includes(`path: ${path},`)));
    await expect.poll(unlogged).toEqual([]);
  });

  it('lets the login screens, the reset page and the dev outbox through without a session', async () => {
    const page = await browser.newPage();
    for (const path of ['/login', '/login/forgot', '/login/reset?token=x', '/dev/outbox']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
    }
    await page.getByRole('heading', { name: 'Caixa de saída de desenvolvimento' }).waitFor();
  });

  it('opens / as the dashboard, shows unknown paths as not found and marks unbuilt screens plainly', async () => {
    const page = await browser.newPage();
    await (await LoginPage.open(page)).signIn('admin@prosa.demo', demoPassword);
    await page.goto('/');
    await page.waitForURL('**/dashboard');
    const shell = new ShellPage(page);
    // The sidebar offers built screens only; the others stay reachable by their address.
    await shell.menu.getByRole('link', { name: 'Tempo real' }).waitFor();
    for (const unbuilt of ['Kanban', 'Ajuda'])
      expect(await shell.menu.getByRole('link', { name: unbuilt, exact: true }).count()).toBe(0);
    await shell.menu.getByRole('link', { name: 'Conversas', exact: true }).waitFor();
    await shell.menu.getByRole('link', { name: 'Campanhas', exact: true }).waitFor();

    await page.goto('/no/such/page');
    await new NotFoundPage(page).heading.waitFor();

    await page.goto('/knowledge/genaiMini');
    expect(await shell.title.textContent()).toBe('IA generativa (mini)');
    expect(await shell.breadcrumb.textContent()).toContain('IA generativa');
    await page.getByText('IA generativa (mini): ainda não disponível').waitFor();
    // No raw address badge, and no help link while there is no help screen to open.
    expect(await page.getByRole('main').locator('header code').count()).toBe(0);
    expect(await shell.helpLink.count()).toBe(0);
  });

  it('names the page once: the trail ends at its area, the heading names it', async () => {
    const page = await browser.newPage();
    await (await LoginPage.open(page)).signIn('admin@prosa.demo', demoPassword);
    await page.goto('/settings/users');
    const shell = new ShellPage(page);
    expect(await shell.title.textContent()).toBe('Usuários');
    expect(await shell.breadcrumb.getByRole('link', { name: 'Configurações' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(await shell.breadcrumb.getByText('Usuários').count()).toBe(0);
    // The users' panel keeps its name as a region, without drawing the heading a second time.
    await page.getByRole('region', { name: 'Usuários' }).waitFor();
    expect(await page.getByRole('main').getByText('Usuários', { exact: true }).count()).toBe(1);

    // The CRM and the leads are told apart by name.
    await shell.menu.getByRole('link', { name: 'Contatos (CRM)' }).click();
    await page.waitForURL('**/contacts/people');
    await expect.poll(() => shell.breadcrumb.textContent()).toContain('Contatos (CRM)');
    expect(await shell.title.textContent()).toBe('Pessoas');
    await shell.menu.getByRole('link', { name: 'Leads' }).click();
    await page.waitForURL('**/people');
    await expect.poll(() => shell.title.textContent()).toBe('Leads');
  });

  it('keeps the shell whole on the chatbot preview, wide and narrow', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await (await LoginPage.open(page)).signIn('admin@prosa.demo', demoPassword);
    const bots = await BotsPage.open(page);
    await bots.flowLink('Prosa Bot', 'Fluxo (lite)').click();
    await page
      .getByRole('navigation', { name: 'Telas do fluxo' })
      .getByRole('link', { name: 'Pré-visualização' })
      .click();
    await page.waitForURL('**/preview/**');
    const shell = new ShellPage(page);
    await page.getByTitle('Site de demonstração com o webchat de Prosa Bot').waitFor();
    expect((await shell.sider.boundingBox())?.width).toBe(232);
    await shell.menu.getByRole('link', { name: 'Chatbots' }).waitFor();

    // On a tablet the menu narrows to its icons; nothing floats over the page's first words.
    await page.setViewportSize({ width: 900, height: 800 });
    await expect.poll(async () => (await shell.sider.boundingBox())?.width).toBe(80);
    const home = shell.breadcrumb.getByRole('link', { name: 'Prosa' });
    const isOnTop = await home.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.left + 2, box.top + box.height / 2));
    });
    expect(isOnTop).toBe(true);
  });

  it('keeps the internal area and settings to the levels that may see them', async () => {
    const junior = await browser.newPage();
    await (await LoginPage.open(junior)).signIn('junior@prosa.demo', demoPassword);
    const shell = new ShellPage(junior);
    expect(await shell.menu.getByRole('link', { name: 'Configurações' }).count()).toBe(0);
    expect(await shell.menu.getByRole('link', { name: 'Área interna' }).count()).toBe(0);
    await junior.goto('/advanced');
    await junior.getByText('Sem acesso a esta área').waitFor();

    const admin = await browser.newPage();
    await (await LoginPage.open(admin)).signIn('admin@prosa.demo', demoPassword);
    const adminShell = new ShellPage(admin);
    await adminShell.menu.getByRole('link', { name: 'Configurações' }).waitFor();
    expect(await adminShell.menu.getByRole('link', { name: 'Área interna' }).count()).toBe(0);
  });
});
