import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.ts';
import { SetupPage } from '../pages/SetupPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A production server on an empty database: no demo account, a setup link in its log. Nothing is
// mailed in this story, so the SMTP host need not answer.
const ownServer = useOwnServer({
  PROSA_ENV: 'production',
  PUBLIC_URL: 'https://prosa.example.com',
  SMTP_HOST: '127.0.0.1',
  PROSA_SECRET_KEY: 'a-long-random-string-for-sealing-credentials',
});
const browser = useBrowser();

const owner = {
  email: 'owner@company.example',
  name: 'Olga Owner',
  accountName: 'Company',
  password: 'a-long-secret-1',
};

describe('first run of a production server', () => {
  it('creates the first administrator through the printed link, once, who then signs in', async () => {
    const link = new URL(ownServer().setupUrl ?? '');
    expect(link.pathname).toBe('/login/setup');
    const token = link.searchParams.get('token') ?? '';
    const context = await browser.newContext({ baseURL: ownServer().url });
    const page = await context.newPage();

    const setup = await SetupPage.open(page, token);
    await setup.create(owner);
    await setup.done.waitFor();

    await page.getByRole('link', { name: 'Entrar' }).click();
    await new LoginPage(page).signIn(owner.email, owner.password);

    // The link is spent: a second visitor gets a clear refusal and creates nothing.
    const again = await SetupPage.open(
      await (await browser.newContext({ baseURL: ownServer().url })).newPage(),
      token,
    );
    await again.create({ ...owner, email: 'intruder@evil.example' });
    await again.alert('O link de configuração é inválido ou expirou').waitFor();
  });
});
