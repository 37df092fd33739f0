import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberships, sessions } from '../../db/schema/index.ts';
import { ApiClient } from '../../testing/ApiClient.ts';
import { connectSocket } from '../../testing/connectSocket.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

// Monday 2026-11-23 in São Paulo (UTC-3): the journey runs 08:00–12:00 and 13:00–18:00.
const mondayAt = (time: string) => `2026-11-23T${time}:00-03:00`;
const password = 'prosa-demo-2026';

describe('working-day enforcement with a controlled clock', () => {
  let server: TestServer;
  const opened: Socket[] = [];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    server = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' });
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    for (const email of ['admin@prosa.demo', 'atendente@prosa.demo', 'gestor@prosa.demo']) {
      ids[email] = (await signIn(server.url, email)).login.user.id;
    }
    const created = await client.post('/api/settings/journeys', {
      name: 'Comercial',
      schedules: [1, 2, 3, 4, 5].map((weekday) => ({
        weekday,
        periods: [
          { entry: '08:00', exit: '12:00' },
          { entry: '13:00', exit: '18:00' },
        ],
      })),
      toleranceMinutes: 15,
      userIds: [ids['admin@prosa.demo'], ids['atendente@prosa.demo']],
    });
    expect(created.status).toBe(200);
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => server?.close());

  const setClock = async (now: string) => {
    const response = await fetch(`${server.url}/api/dev/clock`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now }),
    });
    expect(response.status).toBe(200);
  };
  const tryLogin = async (email: string) => {
    const client = new ApiClient(server.url);
    const answer = await client.post('/api/auth/login', { email, password });
    return { client, status: answer.status, body: answer.body, code: answer.body?.error?.code };
  };
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  it('refuses the login of a member outside the journey, and of one in the tolerance', async () => {
    for (const time of ['07:59', '12:30', '18:05', '22:00']) {
      await setClock(mondayAt(time));
      expect(await tryLogin('atendente@prosa.demo'), time).toMatchObject({
        status: 403,
        code: 'auth.outsideJourney',
      });
    }
    await setClock('2026-11-22T10:00:00-03:00');
    expect((await tryLogin('atendente@prosa.demo')).code).toBe('auth.outsideJourney');
    const refused = await new ApiClient(server.url, { 'accept-language': 'en-US' }).post('/api/auth/login', {
      email: 'atendente@prosa.demo',
      password,
    });
    expect(refused.body.error.message).toBe('You are outside your working hours (journey).');
  });

  it('lets in a member inside the journey, an administrator at any time and a member with no journey', async () => {
    await setClock(mondayAt('09:00'));
    expect((await tryLogin('atendente@prosa.demo')).status).toBe(200);
    await setClock(mondayAt('22:00'));
    expect((await tryLogin('admin@prosa.demo')).status).toBe(200);
    expect((await tryLogin('gestor@prosa.demo')).status).toBe(200);
  });

  it('refuses the choice of an account whose journey is over, and allows another account', async () => {
    const { db } = server.services.database;
    const outra = (await signIn(server.url, 'admin@outra.demo')).login.accounts[0].id as string;
    const atendente = ids['atendente@prosa.demo'] ?? '';
    await db
      .insert(memberships)
      .values({ accountId: outra, userId: atendente, role: 'attendant', level: 14 });
    try {
      await setClock(mondayAt('22:00'));
      const { client, status, body } = await tryLogin('atendente@prosa.demo');
      expect(status).toBe(200);
      const demo = body.accounts.find((a: { name: string }) => a.name === 'Prosa Demo');
      const refused = await client.post('/api/auth/account', { accountId: demo.id });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'auth.outsideJourney']);
      expect((await client.post('/api/auth/account', { accountId: outra })).status).toBe(200);
    } finally {
      await db
        .delete(memberships)
        .where(and(eq(memberships.accountId, outra), eq(memberships.userId, atendente)));
    }
  });

  it('sends the alarm near the end, then ends every session of the member after the tolerance', async () => {
    const { db } = server.services.database;
    await setClock(mondayAt('17:40'));
    const member = await signIn(server.url, 'atendente@prosa.demo');
    const otherDevice = await signIn(server.url, 'atendente@prosa.demo');
    const admin = await signIn(server.url, 'admin@prosa.demo');
    const socket = await connectSocket(server.url, '/auth', member.client.cookieHeader());
    const adminSocket = await connectSocket(server.url, '/auth', admin.client.cookieHeader());
    opened.push(socket, adminSocket);
    const heard: unknown[] = [];
    socket.on('alarm', (payload) => heard.push(payload));
    let adminHeard = 0;
    adminSocket.on('alarm', () => adminHeard++);

    // 20 minutes before the end: no alarm yet, even after a check.
    await server.realtime.workingDay.check();
    expect(heard).toEqual([]);

    const alarm = next(socket, 'alarm');
    await setClock(mondayAt('17:50'));
    expect(await alarm).toEqual({ controller: { end: '2026-11-23T21:00:00.000Z' }, tolerance: 15 });

    // Inside the tolerance a socket connecting again hears the same end at once.
    await setClock(mondayAt('18:05'));
    const lateAlarm = new Promise((resolve) => {
      connectSocket(server.url, '/auth', otherDevice.client.cookieHeader(), {}, { alarm: resolve }).then(
        (late) => opened.push(late),
      );
    });
    expect(await lateAlarm).toEqual({ controller: { end: '2026-11-23T21:00:00.000Z' }, tolerance: 15 });

    const revoked = next(socket, 'sessionRevoked');
    const disconnected = next(socket, 'disconnect');
    await setClock(mondayAt('18:15'));
    expect(await revoked).toEqual({ reason: 'workingDayEnded' });
    await disconnected;
    // Every session of theirs in the account whose journey ended is gone.
    const left = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, ids['atendente@prosa.demo'] ?? ''),
          eq(sessions.accountId, member.login.accounts[0].id),
        ),
      );
    expect(left).toEqual([]);
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.client.get('/api/auth/me')).status).toBe(401);
    // The administrator follows the same journey but is never alarmed nor disconnected.
    expect(adminHeard).toBe(0);
    expect((await admin.client.get('/api/auth/me')).status).toBe(200);
  });
});
