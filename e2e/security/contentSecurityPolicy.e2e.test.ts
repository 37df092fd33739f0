import { describe, expect, it } from 'vitest';
import { LoginPage } from '../pages/LoginPage.ts';
import { useBrowser } from '../support/useBrowser.ts';

const browser = useBrowser();

// The suite fails any story in which the policy blocked something (support/useBrowser.ts); this one
// proves that watch sees a blocked script, and that the policy blocks one.
describe('content security policy', () => {
  it('blocks a script injected into the panel, and the suite sees the violation', async () => {
    const page = await browser.newPage();
    await LoginPage.open(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    // Both witnesses: the page's event and Chromium's console refusal.
    const seen: string[] = [];
    const witnesses = () => {
      seen.push(...browser.takeCspViolations());
      return [
        seen.some((line) => /script-src(-elem)? blocked inline/.test(line)),
        seen.some((line) => /^console: .*Content Security Policy/.test(line)),
      ];
    };
    await expect.poll(witnesses).toEqual([true, true]);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});
