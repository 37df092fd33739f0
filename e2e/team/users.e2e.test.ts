import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story adds, changes and deactivates members of the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openUsers() {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, 'admin@prosa.demo');
  return UsersPage.open(dashboard.page);
}

describe('users', () => {
  it('lets an administrator create, edit and deactivate a user, whose login is then refused and logged', async () => {
    const users = await openUsers();

    await users.create({ name: 'Bruna Lima', email: 'gestor@prosa.demo', password: 'senha-da-bruna' });
    await users.dialog.getByText('Este e-mail já está em uso.').waitFor();
    await users.fill({ email: 'bruna@prosa.demo' });
    await users.dialog.waitFor({ state: 'hidden' });
    await users.row('Bruna Lima').getByText('Atendente').waitFor();

    await users.edit('Bruna Lima', { name: 'Bruna Souza', role: 'Gestor' });
    await users.dialog.waitFor({ state: 'hidden' });
    await users.row('Bruna Souza').getByText('Gestor').waitFor();
    await users.search.fill('bruna souza');
    await expect.poll(() => users.emails()).toEqual(['bruna@prosa.demo']);

    await users.deactivate('Bruna Souza');
    await users.row('Bruna Souza').getByText('Inativo').waitFor();

    const other = await browser.newContext({ baseURL: ownServer().url });
    const login = await LoginPage.open(await other.newPage());
    await login.submitCredentials('bruna@prosa.demo', 'senha-da-bruna');
    await login.alert.getByText('Usuário inativo. Entre em contato com o seu gestor.').waitFor();

    const log = await users.openAccessLog('Bruna Souza');
    await log.getByRole('row').filter({ hasText: 'Usuário inativo' }).waitFor();
    expect(await log.getByRole('row').count()).toBe(2);
  });
});
