import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

const preferences = { conversation: { sort: 'oldest', showTags: true }, live: { sound: false } };

describe('preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('stores them for the user in the account and gives them back in /api/auth/me', async () => {
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    expect((await client.get('/api/auth/me')).body.preferences).toEqual({ conversation: {}, live: {} });
    const saved = await client.post('/api/user/update/preferences', { preferences });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ preferences });
    expect((await client.get('/api/auth/me')).body.preferences).toEqual(preferences);
    const { client: again } = await signIn(server.url, 'atendente@prosa.demo');
    expect((await again.get('/api/auth/me')).body.preferences).toEqual(preferences);
  });

  it('keeps each user’s apart', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    expect((await client.get('/api/auth/me')).body.preferences).toEqual({ conversation: {}, live: {} });
  });

  it('keeps each account’s apart for a user of two accounts', async () => {
    const { client } = await signIn(server.url, 'master@prosa.demo', { accountName: 'Prosa Demo' });
    await client.post('/api/user/update/preferences', { preferences });
    const { login } = await signIn(server.url, 'master@prosa.demo');
    const other = login.accounts.find((a: { name: string }) => a.name === 'Outra Empresa');
    const chosen = await client.post('/api/auth/account', { accountId: other.id });
    expect(chosen.body.preferences).toEqual({ conversation: {}, live: {} });
  });

  it('fills a missing half with an empty object', async () => {
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    const saved = await client.post('/api/user/update/preferences', {
      preferences: { live: { sound: true } },
    });
    expect(saved.body).toEqual({ preferences: { conversation: {}, live: { sound: true } } });
  });

  it('refuses them in an account without the preferences module, storing nothing', async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo', {
      headers: { 'accept-language': 'en-US' },
    });
    const { status, body } = await client.post('/api/user/update/preferences', { preferences });
    expect(status).toBe(403);
    expect(body.error.code).toBe('generic.permissionPreferences');
    expect((await client.get('/api/auth/me')).body.preferences).toEqual({ conversation: {}, live: {} });
  });

  it('refuses a body that is not {preferences: {conversation, live}}', async () => {
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    for (const body of [{}, { preferences: 'dark' }, { preferences: { live: [1, 2] } }]) {
      const answer = await client.post('/api/user/update/preferences', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error.code).toBe('generic.invalidInput');
    }
  });
});
