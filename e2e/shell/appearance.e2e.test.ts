import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the chosen language is stored on the demo user.
const ownServer = useOwnServer();

const browser = useBrowser();

async function signedIn(email: string) {
  const page = await (await browser.newContext({ baseURL: ownServer().url })).newPage();
  await (await LoginPage.open(page)).signIn(email, demoPassword);
  return new ShellPage(page);
}

describe('appearance', () => {
  it('switches the language, stores it on the user and brings it back in another browser', async () => {
    const shell = await signedIn('gestor@prosa.demo');
    await shell.chooseLanguage('Idioma', 'English (US)');
    await shell.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Settings' })
      .waitFor();
    expect(await shell.title.textContent()).toBe('Dashboard');

    await shell.chooseLanguage('Language', 'Español');
    await shell.page.getByRole('navigation', { name: 'Menú principal' }).waitFor();

    // A new browser starts in the default language and switches to the user's on signing in.
    const elsewhere = await signedIn('gestor@prosa.demo');
    await elsewhere.page.getByRole('heading', { level: 1, name: 'Panel' }).waitFor();
    expect(await elsewhere.page.evaluate(() => document.documentElement.lang)).toBe('es');
  });

  it('keeps dark mode after a reload', async () => {
    const shell = await signedIn('admin@prosa.demo');
    expect(await shell.darkMode.getAttribute('aria-checked')).toBe('false');
    await shell.darkMode.click();
    expect(await shell.darkMode.getAttribute('aria-checked')).toBe('true');

    await shell.page.reload();
    await shell.darkMode.waitFor();
    expect(await shell.darkMode.getAttribute('aria-checked')).toBe('true');
    expect(await shell.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await shell.page.evaluate(
      () => getComputedStyle(document.querySelector('main') ?? document.body).backgroundColor,
    );
    expect(background).not.toBe('rgb(245, 245, 245)');
  });
});
