import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../testing/rawRequest.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const precompressScript = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));

// A built panel with one script, precompressed by the same step `npm run build` runs.
const webDir = mkdtempSync(join(tmpdir(), 'prosa-web-'));
const script = `console.log(${JSON.stringify('Prosa '.repeat(2000))});`;
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Prosa</title><div id="root"></div>');
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'assets', 'app.js'), script);
execFileSync(process.execPath, [precompressScript, webDir]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { webDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the built panel', () => {
  it('has a .br and a .gz beside each script after the build step, and none for a tiny file', () => {
    expect(gunzipSync(readFileSync(join(webDir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(webDir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(() => readFileSync(join(webDir, 'index.html.gz'))).toThrow();
  });

  it('sends scripts compressed as the browser accepts, and plain to one that accepts nothing', async () => {
    const url = `${server.url}/assets/app.js`;
    const brotli = await request(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    const gzip = await request(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });
});
