import { describe, expect, it } from 'vitest';
import { AccessControlPage } from '../pages/AccessControlPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story changes the demo account's permission documents.
const ownServer = useOwnServer();
const browser = useBrowser();

async function signIn(email: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return dashboard.page;
}

describe('access control', () => {
  it('lets an administrator take real time and tags from managers: an open manager’s menu loses both at once and the screens are closed', async () => {
    const manager = await signIn('gestor@prosa.demo');
    const shell = new ShellPage(manager);
    await shell.menu.getByRole('link', { name: 'Tempo real' }).waitFor();
    await shell.menu.getByRole('link', { name: 'Configurações' }).waitFor();

    const admin = await AccessControlPage.open(await signIn('admin@prosa.demo'));
    // Administrators edit the levels below their own, never it.
    expect(await admin.level('Administrador').count()).toBe(0);
    expect(
      await admin.permission('Gestor', 'Tempo real', 'Ver o tempo real').getAttribute('aria-checked'),
    ).toBe('true');
    await admin.setPermission('Gestor', 'Tempo real', 'Ver o tempo real', false);
    await admin.setPermission('Gestor', 'Configurações', 'Tags', false);
    await admin.save('Gestor');

    // No reload: the server tells the open panel, which asks for its session again.
    await shell.menu.getByRole('link', { name: 'Tempo real' }).waitFor({ state: 'detached' });
    // Tags were the only settings a manager holds by default, so the whole area goes.
    expect(await shell.menu.getByRole('link', { name: 'Configurações' }).count()).toBe(0);
    await shell.menu.getByRole('link', { name: 'Painel' }).waitFor();
    await manager.goto('/settings/tags');
    await manager.getByText('Sem acesso a esta área').waitFor();
    await manager.goto('/realTime');
    await manager.getByText('Sem acesso a esta área').waitFor();

    // The switches come back as saved.
    await admin.page.reload();
    await admin.level('Gestor').waitFor();
    expect(await admin.permission('Gestor', 'Configurações', 'Tags').getAttribute('aria-checked')).toBe(
      'false',
    );
  });

  it('never offers a level what it can never hold, and keeps the screen from managers', async () => {
    const admin = await AccessControlPage.open(await signIn('admin@prosa.demo'));
    expect(await admin.permission('Júnior', 'Configurações', 'Tags').isDisabled()).toBe(true);
    expect(await admin.permission('Júnior', 'Configurações', 'Controle de acesso').isDisabled()).toBe(true);
    expect(await admin.permission('Júnior', 'Atendimento', 'Atender conversas').isDisabled()).toBe(false);

    const manager = await signIn('gestor@prosa.demo');
    await manager.goto('/settings/access/control');
    await manager.getByText('Sem acesso a esta área').waitFor();
  });
});
