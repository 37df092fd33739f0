import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed.ts';
import { ApiClient } from '../testing/ApiClient.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { publicAccess } from './access.ts';
import { buildServer } from './buildServer.ts';

const feedback = { score: 9, comment: 'Muito bom' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('CSRF protection of cookie-authenticated writes', () => {
  it('refuses a write without the x-csrf-token header, and the session stays usable', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const refused = await client.request('POST', '/api/auth/logout', {}, { 'x-csrf-token': '' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('generic.csrf');
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a write with a wrong token, or with the token of another session', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { client: other } = await signIn(server.url, 'atendente@prosa.demo');
    const wrong = await client.request('POST', '/api/dashboard/feedback', feedback, {
      'x-csrf-token': 'guess',
    });
    expect(wrong.body.error.code).toBe('generic.csrf');
    const foreign = await client.request('POST', '/api/dashboard/feedback', feedback, {
      'x-csrf-token': other.csrfToken ?? '',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('generic.csrf');
  });

  it('refuses a write from a foreign Origin even with the right token', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status, body } = await client.request('POST', '/api/dashboard/feedback', feedback, {
      origin: 'https://evil.example',
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe('generic.csrf');
  });

  it('refuses a login posted from a foreign Origin', async () => {
    const { status, body } = await new ApiClient(server.url, { origin: 'https://evil.example' }).post(
      '/api/auth/login',
      { email: 'gestor@prosa.demo', password: demoPassword },
    );
    expect(status).toBe(403);
    expect(body.error.code).toBe('generic.csrf');
  });

  it('answers a malformed Origin with a catalogue 403, not a server error', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status, body } = await client.request('POST', '/api/dashboard/feedback', feedback, {
      origin: 'not a url',
    });
    expect(status).toBe(403);
    expect(body.error.code).toBe('generic.csrf');
  });

  it('accepts a write with the token, from our own Origin or none', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await client.post('/api/dashboard/feedback', feedback)).status).toBe(200);
    const sameOrigin = await client.request('POST', '/api/dashboard/feedback', feedback, {
      origin: server.url,
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('lets reads through without the token, even from a foreign Origin', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status } = await client.request('GET', '/api/auth/me', undefined, {
      origin: 'https://evil.example',
    });
    expect(status).toBe(200);
  });
});

describe('access rules', () => {
  it('answers 401 to a member route without a session, and to a made-up session cookie', async () => {
    const anonymous = await new ApiClient(server.url).get('/api/dashboard');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('generic.unauthenticated');
    const forged = await new ApiClient(server.url, { cookie: 'prosa_session=forged-token' }).get(
      '/api/dashboard',
    );
    expect(forged.status).toBe(401);
  });

  it('checks the caller before the body: no field errors for those who may not write', async () => {
    const anonymous = await new ApiClient(server.url).put('/api/user/profile', { name: 5 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.code).toBe('generic.unauthenticated');
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const forged = await client.request('PUT', '/api/user/profile', { name: 5 }, { 'x-csrf-token': '' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('generic.csrf');
  });

  it('makes buildServer refuse an /api route that declares no access rule', async () => {
    const app = await buildServer(server.services, { logger: false });
    try {
      expect(() => app.get('/api/unguarded', async () => ({ ok: true }))).toThrow(/declares no access rule/);
      expect(() =>
        app.get('/api/guarded', { config: publicAccess }, async () => ({ ok: true })),
      ).not.toThrow();
      expect(() => app.get('/not-api', async () => 'ok')).not.toThrow();
    } finally {
      await app.close();
    }
  });

  it('stops the server when a plugin brings an unguarded /api route', async () => {
    const app = await buildServer(server.services, { logger: false });
    app.register(async (plugin) => {
      plugin.post('/api/plugin-route', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/plugin-route declares no access rule/);
    await app.close().catch(() => undefined);
  });
});
