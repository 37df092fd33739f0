import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../../app/env.ts';
import type { AppServices } from '../../app/services.ts';
import { request } from '../../testing/rawRequest.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { webchatAssetRoutes } from './webchatAssetRoutes.ts';

const webchatDir = fileURLToPath(new URL('../../../../webchat', import.meta.url));

let server: TestServer;
beforeAll(async () => {
  if (!existsSync(`${webchatDir}/dist/webchat.js.gz`))
    execFileSync('npm', ['run', 'build'], { cwd: webchatDir });
  server = await startTestServer();
});
afterAll(() => server.close());

describe('webchat assets', () => {
  it('serves the built widget as a short-cached script anyone may load', async () => {
    const response = await fetch(`${server.url}/webchat.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.text()).toContain('/webchat');
  });

  it('sends the widget compressed to a browser that accepts it, the same script once decoded', async () => {
    const plain = readFileSync(`${webchatDir}/dist/webchat.js`);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br', 'br', brotliDecompressSync],
    ] as const) {
      const response = await request(`${server.url}/webchat.js`, { 'accept-encoding': accept });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.body.length).toBeLessThan(plain.length / 2);
      expect(decode(response.body).equals(plain)).toBe(true);
    }
  });

  it('says plainly when the widget is not built', async () => {
    const app = Fastify();
    await app.register(webchatAssetRoutes({ env: readEnv({}) } as AppServices, '/nonexistent/webchat.js'));
    const response = await app.inject({ method: 'GET', url: '/webchat.js' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build -w @prosa/webchat');
    await app.close();
  });

  it('serves the demo page with the demo account’s first chatbot in the snippet', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const [bot] = (await client.get('/api/bots')).body;
    const html = await (await fetch(`${server.url}/webchat/demo?page=2`)).text();
    expect(html).toContain('<title>Prosa — demo do webchat</title>');
    expect(html).toContain(`<script src="/webchat.js" data-bot="${bot.token}" async></script>`);
    expect(html).toContain('página 2');
  });

  it('escapes a token given in the address', async () => {
    const html = await (
      await fetch(`${server.url}/webchat/demo?bot=${encodeURIComponent('"><img src=x>')}`)
    ).text();
    expect(html).toContain('data-bot="&quot;&gt;&lt;img src=x&gt;"');
    expect(html).not.toContain('<img src=x>');
  });
});
