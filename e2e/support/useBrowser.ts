import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { watchContentSecurityPolicy } from './watchContentSecurityPolicy.ts';

// A connection per spec file to the run's one Chromium (globalSetup.ts); each story opens fresh
// contexts (separate cookie jars), which are closed when the file disconnects. A story in which the
// Content-Security-Policy blocked anything fails.
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  const failOnViolations = () => {
    const found = violations.splice(0);
    if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
  };
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(failOnViolations);
  afterAll(async () => {
    await browser?.close();
    failOnViolations();
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
      await watchContentSecurityPolicy(context, violations);
      contexts.push(context);
      return context;
    },
    // For a story that provokes a violation on purpose: what was recorded so far, now cleared.
    takeCspViolations: () => violations.splice(0),
    async newPage(options: BrowserContextOptions = {}) {
      const context = await this.newContext(options);
      return context.newPage();
    },
  };
}
