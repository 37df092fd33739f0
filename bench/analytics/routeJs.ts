// `node --import tsx bench/analytics/routeJs.ts`: the JavaScript a fresh load of each analytics
// route fetches (as `npm run bench` measures every route), after `npm run build -w @prosa/web`.
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';
import { launchBrowser } from '../../e2e/support/launchBrowser.ts';
import { measureRouteJs } from '../routeJsSize.ts';

const paths = [
  '/dashboard',
  '/analytics',
  '/analytics/attendant',
  '/analytics/location/locationsTable/city',
  '/analytics/flow',
];
const server = await startTestServer(
  {},
  { webDir: new URL('../../apps/web/dist', import.meta.url).pathname },
);
const browser = await launchBrowser();
try {
  const client = new ApiClient(server.url);
  const { body } = await client.post('/api/auth/login', {
    email: 'supremo@prosa.demo',
    password: 'prosa-demo-2026',
  });
  await client.post('/api/auth/account', { accountId: body.accounts[0].id });
  const cookies = client
    .cookieHeader()
    .split('; ')
    .map((pair) => ({ name: pair.split('=')[0] ?? '', value: pair.slice(pair.indexOf('=') + 1) }));
  console.log('| route | KB gzipped |\n|---|---|');
  for (const path of paths)
    console.log(
      `| ${path} | ${((await measureRouteJs(browser, server.url, path, cookies)) / 1024).toFixed(1)} |`,
    );
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
