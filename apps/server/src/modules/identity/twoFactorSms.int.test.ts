import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { demoPassword } from '../../db/seed.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { readOutbox } from '../../testing/readOutbox.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

const email = 'gestor@prosa.demo';

describe('two-factor by SMS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const { client } = await signIn(server.url, email);
    const enabled = await client.put('/api/user/two-factor', { kind: 'sms' });
    expect(enabled.body.twoFactor).toBe('sms');
  });
  afterAll(() => server?.close());

  // Logs in up to the code step; the newest SMS to the seeded mobile carries the code.
  async function startLogin() {
    const client = new ApiClient(server.url);
    const login = await client.post('/api/auth/login', { email, password: demoPassword });
    expect(login.status).toBe(200);
    expect(login.body.twoFactor).toBe('sms');
    const [sms] = await readOutbox(server.url, { channel: 'sms', to: '+5511987654321' });
    const code = /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    return { client, code };
  }
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a six-digit code to the user’s mobile through the dev outbox', async () => {
    const before = (await readOutbox(server.url, { channel: 'sms' })).length;
    const { code } = await startLogin();
    const after = await readOutbox(server.url, { channel: 'sms' });
    expect(after.length).toBe(before + 1);
    expect(after[0]?.to).toBe('+5511987654321');
    expect(after[0]?.text).toContain(code);
  });

  it('keeps the pending session away from every route but the code and logout', async () => {
    const { client } = await startLogin();
    for (const path of ['/api/auth/me', '/api/auth/sessions', '/api/dashboard']) {
      const { status, body } = await client.get(path);
      expect(status, path).toBe(401);
      expect(body.error.code, path).toBe('auth.codeRequired');
    }
    const write = await client.post('/api/dashboard/feedback', { score: 5, comment: 'x' });
    expect(write.body.error.code).toBe('auth.codeRequired');
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.post('/api/auth/two-factor', { code: '000000' })).status).toBe(401);
  });

  it('refuses a wrong code and leaves the session pending', async () => {
    const { client, code } = await startLogin();
    const refused = await client.post('/api/auth/two-factor', { code: wrongCodeFor(code) });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('auth.codeInvalid');
    expect((await client.get('/api/auth/me')).body.error.code).toBe('auth.codeRequired');
    expect((await client.post('/api/auth/two-factor', { code })).status).toBe(200);
  });

  it('refuses a code that is not six digits with the catalogue code', async () => {
    const { client } = await startLogin();
    const { status, body } = await client.post('/api/auth/two-factor', { code: '12a45' });
    expect(status).toBe(401);
    expect(body.error.code).toBe('auth.codeInvalid');
  });

  it('accepts the right code with a new session: new cookie, and the pending token is worth nothing', async () => {
    const { client, code } = await startLogin();
    const pendingCookie = client.cookieHeader();
    const verified = await client.post('/api/auth/two-factor', { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ user: { email }, twoFactor: null });
    expect(client.cookieHeader()).not.toBe(pendingCookie);
    expect((await client.get('/api/auth/me')).body.user.email).toBe(email);
    const stale = new ApiClient(server.url, { cookie: pendingCookie });
    expect((await stale.get('/api/auth/me')).status).toBe(401);
    expect((await stale.post('/api/auth/two-factor', { code })).body.error.code).toBe(
      'generic.unauthenticated',
    );
  });

  it('ends the session after five wrong codes; the right one then fails too', async () => {
    const { client, code } = await startLogin();
    for (let i = 0; i < 5; i++) {
      const { body } = await client.post('/api/auth/two-factor', { code: wrongCodeFor(code) });
      expect(body.error.code).toBe('auth.codeInvalid');
    }
    const late = await client.post('/api/auth/two-factor', { code });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('generic.unauthenticated');
  });

  it('checks at most five codes even when they all arrive at once', async () => {
    const { client, code } = await startLogin();
    const guesses = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((guess) => client.post('/api/auth/two-factor', { code: guess })),
    );
    const checked = answers.filter((answer) => answer.body.error.code === 'auth.codeInvalid');
    expect(checked.length).toBeLessThanOrEqual(5);
    expect((await client.post('/api/auth/two-factor', { code })).status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const { client, code } = await startLogin();
    await server.services.database.db
      .update(sessions)
      .set({ smsCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.isTwoFactorPending, true));
    const { body } = await client.post('/api/auth/two-factor', { code });
    expect(body.error.code).toBe('auth.codeInvalid');
  });

  it('refuses to log in a user with SMS two-factor and no mobile, without opening a session', async () => {
    const { db } = server.services.database;
    await db
      .update(users)
      .set({ twoFactor: 'sms', phone: null })
      .where(eq(users.email, 'atendente@prosa.demo'));
    const before = await db.select().from(sessions);
    const client = new ApiClient(server.url, { 'accept-language': 'es' });
    const { status, body } = await client.post('/api/auth/login', {
      email: 'atendente@prosa.demo',
      password: demoPassword,
    });
    expect(status).toBe(409);
    expect(body.error.code).toBe('auth.noMobile');
    expect(body.error.message).toMatch(/celular|móvil/i);
    expect(client.cookieHeader()).toBe('');
    expect((await db.select().from(sessions)).length).toBe(before.length);
  });

  it('refuses to turn SMS two-factor on without a mobile', async () => {
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    await server.services.database.db
      .update(users)
      .set({ ddi: null })
      .where(eq(users.email, 'junior@prosa.demo'));
    const { status, body } = await client.put('/api/user/two-factor', { kind: 'sms' });
    expect(status).toBe(409);
    expect(body.error.code).toBe('auth.noMobile');
  });
});
