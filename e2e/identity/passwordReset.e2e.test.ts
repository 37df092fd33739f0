import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { extractLink, lastOutboxId, readOutbox, waitForOutbox } from '../support/devOutbox.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: a demo user's password changes here.
const ownServer = useOwnServer();

const browser = useBrowser();
const newPage = async () => (await browser.newContext({ baseURL: ownServer().url })).newPage();

describe('forgotten password', () => {
  it('resets the password through the e-mailed link, once, and signs in with the new one', async () => {
    const page = await newPage();
    const login = await LoginPage.open(page);
    await login.forgotPasswordLink().click();
    const forgot = await ForgotPasswordPage.shown(page);
    const since = await lastOutboxId(ownServer().url);
    await forgot.ask('junior@prosa.demo');

    const mail = await waitForOutbox(ownServer().url, 'junior@prosa.demo', {
      channel: 'email',
      afterId: since,
    });
    const link = new URL(extractLink(mail.text));
    expect(link.pathname).toBe('/login/reset');
    await page.goto(link.pathname + link.search);

    const reset = new ResetPasswordPage(page);
    await reset.save('short', 'short');
    await reset.fieldError('A senha deve ter pelo menos 8 caracteres.').waitFor();
    await reset.save('nova-senha-2026', 'nova-senha-2027');
    await reset.fieldError('A confirmação deve ser igual à nova senha.').waitFor();
    await reset.save('nova-senha-2026');
    await reset.done.waitFor();

    await page.goto(link.pathname + link.search);
    await reset.save('outra-senha-2026');
    await reset.fieldError('O link de redefinição é inválido ou expirou.').waitFor();

    const again = await LoginPage.open(await newPage());
    await again.submitCredentials('junior@prosa.demo', demoPassword);
    await again.alert.filter({ hasText: 'Usuário ou senha incorretos.' }).waitFor();
    await again.signIn('junior@prosa.demo', 'nova-senha-2026');
  });

  it('gives the same confirmation for an e-mail that has no account, and sends nothing', async () => {
    const since = await lastOutboxId(ownServer().url);
    const forgot = await ForgotPasswordPage.open(await newPage());
    await forgot.ask('nobody@prosa.demo');
    expect((await readOutbox(ownServer().url)).filter((entry) => entry.id > since)).toEqual([]);
  });
});
