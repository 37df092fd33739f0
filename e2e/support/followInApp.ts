import type { Page } from 'playwright-core';

// Into an address the way the panel's own links go (the history API and its popstate), without
// reloading the app: the router renders the screen in the document the story already has.
export async function followInApp(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
