import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { ProfilePage } from '../pages/ProfilePage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { currentStep, totpCode } from '../support/totp.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: these stories change passwords, languages and two-factor settings of demo
// users that other specs sign in with.
const ownServer = useOwnServer();

const browser = useBrowser();
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0';

async function openProfile(email: string, userAgent?: string) {
  const context = await browser.newContext({ baseURL: ownServer().url, ...(userAgent ? { userAgent } : {}) });
  const dashboard = await DashboardPage.signIn(context, ownServer().url, email);
  return ProfilePage.open(dashboard.page);
}

const apiLogin = (email: string, password: string) =>
  new ApiClient(ownServer().url).post('/api/auth/login', { email, password });

describe('profile', () => {
  it('saves a new name and switches the panel to the chosen language', async () => {
    const profile = await openProfile('gestor@prosa.demo');
    await profile.saveDetails({ name: 'Gustavo G. Gestor', language: 'English (US)' });

    const details = profile.page.getByRole('region', { name: 'My details' });
    await details.getByRole('status').getByText('Details saved.').waitFor();

    await profile.page.reload();
    await details.waitFor();
    expect(await profile.page.getByLabel('Name', { exact: true }).inputValue()).toBe('Gustavo G. Gestor');
    await profile.page.goto('/dashboard');
    expect(await profile.page.getByRole('main').getByRole('heading', { level: 2 }).textContent()).toMatch(
      /^Good (morning|afternoon|evening), Gustavo G\. Gestor!$/,
    );
  });

  it('changes the password only with a matching confirmation and the right current password', async () => {
    const profile = await openProfile('atendente@prosa.demo');

    await profile.changePassword(demoPassword, 'nova-senha-2026', 'nova-senha-2027');
    await profile.password.getByText('A confirmação deve ser igual à nova senha.').waitFor();

    await profile.changePassword('senha-errada', 'nova-senha-2026');
    await profile.password.getByText('A senha atual está incorreta.').waitFor();

    await profile.changePassword(demoPassword, 'nova-senha-2026');
    await profile.password.getByRole('status').getByText('Senha alterada.', { exact: false }).waitFor();
    expect((await apiLogin('atendente@prosa.demo', 'nova-senha-2026')).status).toBe(200);
    expect((await apiLogin('atendente@prosa.demo', demoPassword)).status).toBe(401);
  });

  it('turns on an authenticator app with a code from it, and off again with the password', async () => {
    const profile = await openProfile('junior@prosa.demo');
    const secret = await profile.startAuthenticatorSetup();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await profile.confirmAuthenticator(totpCode(secret, currentStep() + 10));
    await profile.twoFactor.getByText('Código de verificação inválido ou expirado.').waitFor();

    await profile.confirmAuthenticator(totpCode(secret, currentStep()));
    await profile.twoFactor.getByText('Ativada com aplicativo autenticador.').waitFor();
    expect((await apiLogin('junior@prosa.demo', demoPassword)).body.twoFactor).toBe('totp');

    await profile.turnOffTwoFactor(demoPassword);
    await profile.twoFactor.getByText('Desativada: só a senha é pedida ao entrar.').waitFor();
    expect((await apiLogin('junior@prosa.demo', demoPassword)).body.twoFactor).toBeNull();
  });

  it('refuses SMS two-factor to a user without a mobile number', async () => {
    const profile = await openProfile('admin@outra.demo');
    await profile.twoFactor
      .getByText('Para usar SMS, cadastre antes o DDI e o celular em Meus dados.')
      .waitFor();
    await profile.twoFactor.getByRole('button', { name: 'Usar SMS' }).click();
    await profile.twoFactor.getByText('não há celular cadastrado', { exact: false }).waitFor();
  });

  it('signs another device out', async () => {
    const other = await openProfile('admin@prosa.demo', firefox);
    const profile = await openProfile('admin@prosa.demo');
    await profile.deviceRow('Firefox em Linux').waitFor();
    expect(await profile.deviceRow('Este dispositivo').textContent()).toContain('Chrome em Linux');

    await profile.revokeDevice('Firefox em Linux');
    await profile.deviceRow('Firefox em Linux').waitFor({ state: 'detached' });

    await other.page.goto('/dashboard');
    await other.page.waitForURL('**/login');
  });

  it('saves preferences as they change, and shows a refusal as a connection error', async () => {
    const profile = await openProfile('admin@prosa.demo');
    await profile.choose(profile.preferences.getByLabel('Linhas por página nas conversas'), '50');
    await profile.preferences.getByRole('status').getByText('Preferências salvas.').waitFor();
    await profile.page.reload();
    await profile.details.waitFor();
    expect(await profile.preferences.textContent()).toContain('50');

    const withoutModule = await openProfile('admin@outra.demo');
    const sound = withoutModule.preferences.getByRole('switch', {
      name: 'Som ao chegar mensagem no atendimento',
    });
    await sound.click();
    await withoutModule.preferences.getByText('Oops, ocorreu um erro de conexão!').waitFor();
    expect(await sound.isChecked()).toBe(true);
  });
});
