import { describe, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.ts';
import { RealTimePage } from '../pages/RealTimePage.ts';
import { ShellPage } from '../pages/ShellPage.ts';
import { demoPassword } from '../support/apiSession.ts';
import { useBrowser } from '../support/useBrowser.ts';

const browser = useBrowser();

describe('a screen whose code cannot be loaded', () => {
  it('offers a reload inside the shell instead of a blank page, and the reload cures it', async () => {
    const page = await browser.newPage();
    await (await LoginPage.open(page)).signIn('admin@prosa.demo', demoPassword);
    // As after a deploy that removed the old files: the chunk of the real-time screen is gone.
    await page.route('**/assets/RealTimePage-*.js', (route) => route.fulfill({ status: 404, body: '' }));

    const shell = new ShellPage(page);
    await shell.menu.getByRole('link', { name: 'Tempo real' }).click();
    const prompt = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar esta parte do Prosa' });
    await prompt.waitFor();
    await shell.menu.waitFor();

    await page.unroute('**/assets/RealTimePage-*.js');
    await prompt.getByRole('button', { name: 'Recarregar a página' }).click();
    await new RealTimePage(page).navigation.waitFor();
  });
});
