import { chromium } from 'playwright-core';
import { expect, inject, it } from 'vitest';

// The run's Chromium (launchBrowser.ts) builds no hidden omnibox popup pages for a story's fresh
// context: they took four tenths of the renderers' CPU.
it('opens a fresh context with its page alone, without the omnibox popup’s hidden pages', async () => {
  const browser = await chromium.connect(inject('browserEndpoint'));
  try {
    const context = await browser.newContext();
    await (await context.newPage()).goto('about:blank#fresh-context');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.some((target) => target.url === 'about:blank#fresh-context')).toBe(true);
    expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual(
      [],
    );
  } finally {
    await browser.close();
  }
});
