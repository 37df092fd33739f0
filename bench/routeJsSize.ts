import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

// Gzipped size of every script a fresh page load of `path` fetches, as the browser received it.
export async function measureRouteJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  cookies: Array<{ name: string; value: string }>,
) {
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
  const page = await context.newPage();
  const sizes: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(
      response
        .body()
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Lazy chunks load after the first idle moment: wait for the page's own heading.
  await page
    .getByRole('main')
    .waitFor({ timeout: 15_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0);
  await context.close();
  return total;
}
