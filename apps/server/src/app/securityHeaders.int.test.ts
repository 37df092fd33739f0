import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

const webDir = mkdtempSync(join(tmpdir(), 'prosa-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Prosa</title><div id="root"></div>');

const directivesOf = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([n, ...v]) => [n, v]),
  );
const headersOf = async (url: string) => (await fetch(url)).headers;

let server: TestServer;
let httpsServer: TestServer;
beforeAll(async () => {
  [server, httpsServer] = await Promise.all([
    startTestServer({}, { webDir }),
    startTestServer({ PUBLIC_URL: 'https://prosa.example.com' }, { webDir }),
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), httpsServer?.close()]);
  rmSync(webDir, { recursive: true, force: true });
});

describe('the panel’s security headers', () => {
  it('allow scripts from its own files only, and let no site frame it', async () => {
    const headers = await headersOf(`${server.url}/dashboard`);
    const csp = directivesOf(headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('report-uri')).toEqual(['/api/csp-report']);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('send nosniff on API answers too', async () => {
    expect((await headersOf(`${server.url}/api/health`)).get('x-content-type-options')).toBe('nosniff');
  });

  it('send HSTS only when PUBLIC_URL is https', async () => {
    expect((await headersOf(`${server.url}/`)).get('strict-transport-security')).toBeNull();
    const secure = await headersOf(`${httpsServer.url}/`);
    expect(secure.get('strict-transport-security')).toBe('max-age=31536000');
    expect(directivesOf(secure.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
  });
});

describe('what customers’ sites embed', () => {
  it('serves the widget script to any origin and frame', async () => {
    const headers = await headersOf(`${server.url}/webchat.js`);
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('content-security-policy')).not.toMatch(/frame-ancestors/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets any page frame the demo site, which keeps a CSP of its own', async () => {
    const headers = await headersOf(`${server.url}/webchat/demo`);
    const csp = directivesOf(headers.get('content-security-policy'));
    expect(csp.has('frame-ancestors')).toBe(false);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(headers.get('x-frame-options')).toBeNull();
    expect(headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('lets the widget’s files load from any origin', async () => {
    const headers = await headersOf(`${server.url}/api/webchat/attachments/none?bot=x&visitor=y`);
    expect(headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('POST /api/csp-report', () => {
  const report = (body: string, type = 'application/csp-report') =>
    fetch(`${server.url}/api/csp-report`, { method: 'POST', headers: { 'content-type': type }, body });
  const violation = JSON.stringify({
    'csp-report': {
      'document-uri': 'http://x/',
      'violated-directive': 'script-src',
      'blocked-uri': 'inline',
    },
  });

  it('takes a browser’s report without a session', async () => {
    expect((await report(violation)).status).toBe(204);
    expect((await report(`[${violation}]`, 'application/reports+json')).status).toBe(204);
  });

  it('refuses a report larger than 16 KB, and any other kind of body', async () => {
    const large = await report(JSON.stringify({ 'csp-report': { x: 'y'.repeat(20_000) } }));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: { code: string } }).error.code).toBe('generic.payloadTooLarge');
    const text = await report('hello', 'text/plain');
    expect(((await text.json()) as { error: { code: string } }).error.code).toBe(
      'generic.unsupportedMediaType',
    );
  });
});
