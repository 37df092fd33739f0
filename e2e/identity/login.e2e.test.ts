import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { AccountChoicePage } from '../pages/AccountChoicePage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { extractCode, lastOutboxId, waitForOutbox } from '../support/devOutbox.ts';
import { currentStep, totpCode } from '../support/totp.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: these stories turn two-factor on for demo users.
const ownServer = useOwnServer();

const browser = useBrowser();
const openLogin = async () =>
  LoginPage.open(await (await browser.newContext({ baseURL: ownServer().url })).newPage());

async function apiSignIn(email: string) {
  const client = new ApiClient(ownServer().url);
  const { status } = await client.post('/api/auth/login', { email, password: demoPassword });
  expect(status).toBe(200);
  return client;
}

describe('login', () => {
  it('refuses a wrong password with the catalogue text, then signs in to the dashboard', async () => {
    const login = await openLogin();
    await login.submitCredentials('admin@prosa.demo', 'not-the-password');
    await login.alert.filter({ hasText: 'Usuário ou senha incorretos.' }).waitFor();

    await login.signIn('admin@prosa.demo', demoPassword);
    const shell = new ShellPage(login.page);
    expect(await shell.title.textContent()).toBe('Painel');
    await shell.sider.getByText('Prosa Demo').waitFor();
  });

  it('asks for the code sent by SMS to the mobile and signs in with it', async () => {
    const client = await apiSignIn('atendente@prosa.demo');
    expect((await client.put('/api/user/two-factor', { kind: 'sms' })).status).toBe(200);
    const since = await lastOutboxId(ownServer().url);

    const login = await openLogin();
    await login.submitCredentials('atendente@prosa.demo', demoPassword);
    await login.page.getByText('Enviamos um código de seis dígitos por SMS para o seu celular.').waitFor();
    await login.submitCode('000000');
    await login.alert.filter({ hasText: 'Código de verificação inválido ou expirado.' }).waitFor();

    const sms = await waitForOutbox(ownServer().url, '11987654321', { channel: 'sms', afterId: since });
    await login.submitCode(extractCode(sms.text));
    await login.page.waitForURL('**/dashboard');
  });

  it('asks for the authenticator app code and signs in with it', async () => {
    const client = await apiSignIn('gestor@prosa.demo');
    const { body: setup } = await client.post('/api/user/two-factor/totp');
    const step = currentStep();
    expect(
      (await client.put('/api/user/two-factor', { kind: 'totp', code: totpCode(setup.secret, step) })).status,
    ).toBe(200);

    const login = await openLogin();
    await login.submitCredentials('gestor@prosa.demo', demoPassword);
    await login.page.getByText('Abra o seu aplicativo autenticador').waitFor();
    // The code used to turn it on cannot be used again: the next step's code is still accepted.
    await login.submitCode(totpCode(setup.secret, step + 1));
    await login.page.waitForURL('**/dashboard');
  });

  it('lets a user of two accounts choose the one to work in', async () => {
    const login = await openLogin();
    await login.submitCredentials('supremo@prosa.demo', demoPassword);
    const choice = new AccountChoicePage(login.page);
    await choice.heading.waitFor();
    expect(await choice.account('Prosa Demo').isVisible()).toBe(true);
    await choice.choose('Outra Empresa');
    await new ShellPage(login.page).sider.getByText('Outra Empresa').waitFor();
  });

  it('sends a signed-in user who opens /login to the dashboard, and signs out from the user menu', async () => {
    const login = await openLogin();
    await login.signIn('admin@prosa.demo', demoPassword);
    await login.page.goto('/login');
    await login.page.waitForURL('**/dashboard');

    await new ShellPage(login.page).signOut('Ana Administradora');
    await login.page.goto('/dashboard');
    await login.page.waitForURL('**/login');
  });
});
