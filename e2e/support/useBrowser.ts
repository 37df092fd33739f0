import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './launchBrowser.ts';

// One Chromium per spec file; each story opens fresh contexts (separate cookie jars), which are
// closed with the browser.
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl: () => inject('baseUrl'),
    async newContext(options: BrowserContextOptions = {}) {
      if (!browser) throw new Error('browser not started');
      // Reduced motion: the panel then skips its animations, so no click lands on a moving dialog.
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        locale: 'pt-BR',
        reducedMotion: 'reduce',
        ...options,
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context;
    },
    async newPage(options: BrowserContextOptions = {}) {
      const context = await this.newContext(options);
      return context.newPage();
    },
  };
}
