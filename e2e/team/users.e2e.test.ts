import { describe, expect, it } from 'vitest';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { UsersPage } from '../pages/UsersPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: this story adds, changes and deactivates members of the demo account.
const ownServer = useOwnServer();
const browser = useBrowser();

async function openUsers(email = 'admin@prosa.demo', someone?: string) {
  const context = await browser.newContext({ baseURL: ownServer().url });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return UsersPage.open(dashboard.page, someone);
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

  it('offers the request for extra users at the limit, shows the latest one, and frees a seat on delete', async () => {
    // "Outra Empresa" allows 5 members and has 1: four more fill it.
    const { client } = await signIn(ownServer().url, 'admin@outra.demo');
    for (const i of [1, 2, 3, 4]) {
      const answer = await client.post('/api/settings/users', {
        name: `Pessoa ${i}`,
        email: `pessoa${i}@outra.demo`,
        role: 'attendant',
        level: 14,
        password: 'senha-da-pessoa',
      });
      expect(answer.status).toBe(200);
    }
    const users = await openUsers('admin@outra.demo', 'Otávio Outra');
    await users.panel.getByText('5 de 5 usuários').waitFor();
    await users.panel.getByText('O limite de usuários do seu plano foi atingido.').waitFor();
    expect(await users.panel.getByRole('button', { name: 'Novo usuário' }).count()).toBe(0);

    await users.requestExtraUsers(3, 'Equipe de vendas');
    await users.dialog.waitFor({ state: 'hidden' });
    await users.panel.getByText(/Última solicitação: 3 usuário\(s\) em/).waitFor();

    await users.remove('Pessoa 4');
    await users.panel.getByText('4 de 5 usuários').waitFor();
    await users.panel.getByRole('button', { name: 'Novo usuário' }).waitFor();
  });
});
