// `npm run bench`: prints the foundation's numbers (start-up time, users list, JS per route). Needs the web
// app built (`npm run build`) and Chromium.

import { ApiClient } from '../apps/server/src/testing/ApiClient.ts';
import { startTestServer } from '../apps/server/src/testing/startTestServer.ts';
import { appRoutes } from '../apps/web/src/app/router/appRoutes.ts';
import { launchBrowser } from '../e2e/support/launchBrowser.ts';
import { measureRouteJs } from './routeJsSize.ts';
import { benchStartup } from './startupTime.ts';
import { benchUsersList } from './usersList.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  console.log('\nStart-up: `node apps/server/src/main.ts` until GET /api/health answers (PGlite)\n');
  const startup = await benchStartup();
  console.log('| case | run | ms |\n|---|---|---|');
  for (const [i, row] of startup.entries()) {
    console.log(`| ${row.case} | ${Math.floor(i / 2) + 1} | ${row.ms.toFixed(0)} |`);
  }

  console.log(
    `\nUsers list: GET /api/settings/users on 1,000 members, 200 requests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})\n`,
  );
  console.log('| case | requests | p50 ms | p95 ms |\n|---|---|---|---|');
  for (const row of await benchUsersList()) {
    console.log(`| ${row.case} | ${row.requests} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  }

  const server = await startTestServer({}, { webDir: new URL('../apps/web/dist', import.meta.url).pathname });
  const browser = await launchBrowser();
  try {
    const client = new ApiClient(server.url);
    // The supreme user sees every area, the internal ones included.
    const { body } = await client.post('/api/auth/login', {
      email: 'supremo@prosa.demo',
      password: 'prosa-demo-2026',
    });
    await client.post('/api/auth/account', { accountId: body.accounts[0].id });
    const cookies = client
      .cookieHeader()
      .split('; ')
      .map((pair) => ({ name: pair.split('=')[0] ?? '', value: pair.slice(pair.indexOf('=') + 1) }));
    const rows: Array<{ path: string; bytes: number }> = [];
    rows.push({ path: '/login', bytes: await measureRouteJs(browser, server.url, '/login', []) });
    for (const route of appRoutes) {
      const path = route.path.replace(/:[^/]+\??/g, '6b02366bfe1d1b278951dc11');
      rows.push({ path, bytes: await measureRouteJs(browser, server.url, path, cookies) });
    }
    rows.sort((a, b) => b.bytes - a.bytes);
    console.log('\nJavaScript a fresh load of each route fetches (gzip -9 of each script, summed)\n');
    console.log('| route | KB gzipped |\n|---|---|');
    for (const row of rows) console.log(`| ${row.path} | ${kb(row.bytes)} |`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
