import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('account choice and isolation', () => {
  let server: TestServer;
  let demoId = '';
  let otherId = '';
  beforeAll(async () => {
    server = await startTestServer();
    const { login } = await signIn(server.url, 'supremo@prosa.demo');
    for (const account of login.accounts) {
      if (account.name === 'Prosa Demo') demoId = account.id;
      if (account.name === 'Outra Empresa') otherId = account.id;
    }
  });
  afterAll(() => server?.close());

  it('lists both accounts to the provider’s staff and selects none', async () => {
    const { client, login } = await signIn(server.url, 'supremo@prosa.demo');
    expect(login.accounts).toEqual([
      { id: otherId, name: 'Outra Empresa' },
      { id: demoId, name: 'Prosa Demo' },
    ]);
    for (const path of ['/api/auth/me', '/api/dashboard']) {
      const { status, body } = await client.get(path);
      expect(status, path).toBe(409);
      expect(body.error.code, path).toBe('auth.accountRequired');
    }
    // Choosing is a signed-in act: the session itself works before it.
    expect((await client.get('/api/auth/sessions')).status).toBe(200);
  });

  it('enters the chosen account with the level held there, and can switch', async () => {
    const { client } = await signIn(server.url, 'master@prosa.demo');
    const chosen = await client.post('/api/auth/account', { accountId: otherId });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      account: { id: otherId, name: 'Outra Empresa', isOwner: false },
      level: 11,
      role: 'master',
    });
    expect((await client.get('/api/auth/me')).body.account.id).toBe(otherId);
    await client.post('/api/auth/account', { accountId: demoId });
    expect((await client.get('/api/auth/me')).body.account.name).toBe('Prosa Demo');
  });

  it('refuses an account the user does not belong to, or that does not exist, alike', async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo');
    const foreign = await client.post('/api/auth/account', { accountId: demoId });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('auth.accountNotCorrect');
    const missing = await client.post('/api/auth/account', { accountId: '0123456789abcdef01234567' });
    expect(missing.body).toEqual(foreign.body);
    expect((await client.get('/api/auth/me')).body.account.id).toBe(otherId);
  });

  it('enters a single-account user’s account at login', async () => {
    const { client, login } = await signIn(server.url, 'admin@outra.demo');
    expect(login.accounts).toEqual([{ id: otherId, name: 'Outra Empresa' }]);
    const me = await client.get('/api/auth/me');
    expect(me.body).toMatchObject({
      account: { id: otherId, isOwner: true },
      level: 12,
      role: 'administrator',
    });
    expect(me.body.modules).not.toContain('preferences');
  });

  it('shows a user of Outra Empresa only Outra Empresa’s data', async () => {
    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    const { client: demo } = await signIn(server.url, 'admin@prosa.demo');
    const otherDashboard = (await other.get('/api/dashboard')).body;
    const demoDashboard = (await demo.get('/api/dashboard')).body;
    expect(otherDashboard).toMatchObject({
      plan: 'Starter 23',
      aiCredits: 40,
      consumption: { used: 0, franchise: 300 },
    });
    expect(demoDashboard).toMatchObject({
      plan: 'Professional 23',
      aiCredits: 250,
      consumption: { used: 0, franchise: 3500 },
    });
    const otherSessions = (await other.get('/api/auth/sessions')).body.sessions;
    const demoSessionIds = (await demo.get('/api/auth/sessions')).body.sessions.map(
      (s: { id: string }) => s.id,
    );
    expect(otherSessions.some((s: { id: string }) => demoSessionIds.includes(s.id))).toBe(false);
  });

  it('never lets one user revoke another’s session', async () => {
    const { client: other } = await signIn(server.url, 'admin@outra.demo');
    const { client: demo } = await signIn(server.url, 'admin@prosa.demo');
    const [demoSession] = (await demo.get('/api/auth/sessions')).body.sessions;
    const { status, body } = await other.delete(`/api/auth/sessions/${demoSession.id}`);
    expect(status).toBe(404);
    expect(body.error.code).toBe('auth.sessionNotFound');
    expect((await demo.get('/api/auth/me')).status).toBe(200);
  });
});
