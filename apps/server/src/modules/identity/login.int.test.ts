import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

const sevenDays = 7 * 24 * 60 * 60;

describe('login', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const postLogin = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers the user, their one account chosen, and sets an httpOnly Lax 7-day session cookie', async () => {
    const response = await postLogin({ email: 'gestor@prosa.demo', password: demoPassword });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      user: { email: 'gestor@prosa.demo', twoFactor: null },
      accounts: [{ id: expect.any(String), name: 'Prosa Demo' }],
      twoFactor: null,
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith('prosa_session='));
    const csrf = cookies.find((line) => line.startsWith('prosa_csrf='));
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\//i);
    expect(session).toContain(`Max-Age=${sevenDays}`);
    // The page reads this one to echo it in x-csrf-token.
    expect(csrf).not.toMatch(/HttpOnly/i);
    expect(csrf).toContain(`Max-Age=${sevenDays}`);
    expect(csrf).toMatch(/; SameSite=Lax/i);
  });

  it('opens a session usable by /api/auth/me, with the account already chosen', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ account: { name: 'Prosa Demo' }, level: 13, role: 'manager' });
  });

  it('issues a new session id and token at each login, even to a client that already has one', async () => {
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    const firstCookie = client.cookieHeader();
    const first = (await client.get('/api/auth/sessions')).body.sessions.find(
      (s: { isCurrent: boolean }) => s.isCurrent,
    );
    await client.post('/api/auth/login', { email: 'atendente@prosa.demo', password: demoPassword });
    expect(client.cookieHeader()).not.toBe(firstCookie);
    const second = (await client.get('/api/auth/sessions')).body.sessions.find(
      (s: { isCurrent: boolean }) => s.isCurrent,
    );
    expect(second.id).toMatch(/^[0-9a-f]{24}$/);
    expect(second.id).not.toBe(first.id);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const client = new ApiClient(server.url, { 'accept-language': 'en-US' });
    const wrongPassword = await client.post('/api/auth/login', {
      email: 'junior@prosa.demo',
      password: 'not-it-at-all',
    });
    const unknownEmail = await client.post('/api/auth/login', {
      email: 'nobody@prosa.demo',
      password: 'not-it-at-all',
    });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      error: { code: 'auth.wrongCredentials', message: 'Wrong user or password.' },
    });
    expect(unknownEmail.status).toBe(wrongPassword.status);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('sets no cookie on a refused login', async () => {
    const response = await postLogin({ email: 'junior@prosa.demo', password: 'wrong-password' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('finds the user whatever the e-mail case and surrounding spaces', async () => {
    const client = new ApiClient(server.url);
    const { status } = await client.post('/api/auth/login', {
      email: '  Gestor@Prosa.DEMO ',
      password: demoPassword,
    });
    expect(status).toBe(200);
  });

  it('refuses an inactive user with the right password, and ends their open sessions', async () => {
    const { db } = server.services.database;
    const { client: open } = await signIn(server.url, 'junior@prosa.demo');
    await db.update(users).set({ status: 'inactive' }).where(eq(users.email, 'junior@prosa.demo'));
    try {
      const refused = await new ApiClient(server.url).post('/api/auth/login', {
        email: 'junior@prosa.demo',
        password: demoPassword,
      });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('auth.inactiveUser');
      expect((await open.get('/api/auth/me')).status).toBe(401);
    } finally {
      await db.update(users).set({ status: 'active' }).where(eq(users.email, 'junior@prosa.demo'));
    }
  });

  it('logs out: the cookie is cleared and the session is gone from the database', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const cookie = client.cookieHeader();
    const before = await server.services.database.db.select().from(sessions);
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect(client.cookieHeader()).toBe('');
    const after = await server.services.database.db.select().from(sessions);
    expect(after.length).toBe(before.length - 1);
    const replay = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
    expect(replay.status).toBe(401);
  });
});
