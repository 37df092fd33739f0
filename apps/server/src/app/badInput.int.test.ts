import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/ApiClient.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

// Served like `npm start` does, with a (tiny) built web app, so that the client-route fallback is
// part of what is tested.
const webDir = mkdtempSync(join(tmpdir(), 'prosa-web-'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Prosa</title><div id="root"></div>');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { webDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const send = (
  path: string,
  body: string | undefined,
  headers: Record<string, string> = {},
  method = 'POST',
) =>
  new ApiClient(server.url, { 'accept-language': 'en-US', ...headers }).request(method, path, body, {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...headers,
  });

describe('bad input', () => {
  it.each([
    ['a cut-off object', '{"email": "a@b.c", '],
    ['single quotes', "{'email': 'a@b.c'}"],
    ['a trailing comma', '{"email": "a@b.c",}'],
    ['plain text', 'email=a@b.c'],
    ['an empty body', ''],
  ])('answers malformed JSON (%s) with 400 generic.invalidJson', async (_, body) => {
    const { status, body: answer } = await send('/api/auth/login', body);
    expect(status).toBe(400);
    expect(answer.error.code).toBe('generic.invalidJson');
    expect(answer.error.message).toBe('The request body is not valid JSON.');
  });

  it.each([
    ['an array', '[]', 'generic.invalidInput'],
    ['null', 'null', 'generic.invalidInput'],
    ['a number', '42', 'generic.invalidInput'],
    ['a number for the e-mail', '{"email": 5, "password": "x"}', 'auth.emailRequired'],
    ['no password', '{"email": "a@b.c"}', 'auth.passwordRequired'],
    ['an object for the password', '{"email": "a@b.c", "password": {"$gt": ""}}', 'auth.passwordRequired'],
  ])('answers a body with %s with 400 and the field’s catalogue code', async (_, body, code) => {
    const { status, body: answer } = await send('/api/auth/login', body);
    expect(status).toBe(400);
    expect(answer.error.code).toBe(code);
  });

  it('names the fields at fault in the details', async () => {
    const { body } = await send(
      '/api/auth/reset',
      JSON.stringify({ token: 't', password: 'short', confirmation: 'x' }),
    );
    expect(body.error.code).toBe('auth.passwordTooShort');
    expect(body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'auth.passwordTooShort' })]),
    );
  });

  it('refuses a prototype-poisoning body without a server error', async () => {
    const { status, body } = await send(
      '/api/auth/login',
      '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}',
    );
    expect(status).toBe(400);
    expect(body.error.code).toMatch(/^generic\./);
  });

  it('answers a body over 1 MiB with 413 generic.payloadTooLarge', async () => {
    const big = JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1024 * 1024) });
    const { status, body } = await send('/api/auth/login', big);
    expect(status).toBe(413);
    expect(body.error.code).toBe('generic.payloadTooLarge');
  });

  it('answers a body that is not JSON with 415 generic.unsupportedMediaType', async () => {
    const { status, body } = await new ApiClient(server.url).request('POST', '/api/auth/login', 'email=a', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(status).toBe(415);
    expect(body.error.code).toBe('generic.unsupportedMediaType');
  });

  it('validates signed-in routes’ bodies too', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const profile = await client.put('/api/user/profile', {
      name: '',
      avatar: 'not a url',
      ddi: 'x',
      phone: 1,
      language: 'fr',
    });
    expect(profile.status).toBe(400);
    expect(profile.body.error.code).toBe('generic.invalidInput');
    const malformed = await client.request('PUT', '/api/user/profile', '{"name":', {
      'content-type': 'application/json',
    });
    expect(malformed.body.error.code).toBe('generic.invalidJson');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/auth'],
    ['GET', '/api/auth/login'],
    ['GET', '/assets/missing-chunk.js'],
    ['PUT', '/dashboard'],
  ])('answers %s %s with a JSON 404', async (method, path) => {
    const { status, body } = await send(path, method === 'GET' ? undefined : '{}', {}, method);
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'generic.routeNotFound', message: 'Route not found on the server.' });
  });

  it('serves the web app for client routes, known or not (the app shows its own not-found page)', async () => {
    for (const path of ['/login', '/dashboard', '/no/such/page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});
