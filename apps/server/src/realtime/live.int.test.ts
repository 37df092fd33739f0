import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../db/schema/index.ts';
import { ApiClient } from '../testing/ApiClient.ts';
import { connectSocket } from '../testing/connectSocket.ts';
import { nextStatus } from '../testing/nextStatus.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';

describe('realtime presence on /live', () => {
  let server: TestServer;
  const opened: Socket[] = [];
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterEach(() => {
    for (const socket of opened.splice(0)) socket.close();
  });
  afterAll(() => server?.close());

  // Signs a user in and opens a /live socket with their session; hands back both and the user id.
  async function present(email: string, accountName?: string) {
    const { client } = await signIn(server.url, email, { accountName });
    const me = (await client.get('/api/auth/me')).body;
    const socket = await connectSocket(server.url, '/live', client.cookieHeader());
    opened.push(socket);
    return { client, socket, userId: me.user.id as string, accountId: me.account.id as string };
  }
  const quietFor = async (socket: Socket, ms = 300) => {
    const heard: unknown[] = [];
    const listener = (payload: unknown) => heard.push(payload);
    socket.on('changeStatus', listener);
    await new Promise((resolve) => setTimeout(resolve, ms));
    socket.off('changeStatus', listener);
    return heard;
  };

  it('refuses a socket without a session, with a made-up one, or from a foreign page', async () => {
    for (const namespace of ['/live', '/auth'] as const) {
      await expect(connectSocket(server.url, namespace, '')).rejects.toThrow('generic.unauthenticated');
      await expect(connectSocket(server.url, namespace, 'prosa_session=made-up')).rejects.toThrow(
        'generic.unauthenticated',
      );
    }
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    await expect(
      connectSocket(server.url, '/live', client.cookieHeader(), { origin: 'https://evil.example' }),
    ).rejects.toThrow('generic.csrf');
  });

  it('refuses a session waiting for its code or for an account choice', async () => {
    const { client: choosing } = await signIn(server.url, 'supremo@prosa.demo');
    await expect(connectSocket(server.url, '/live', choosing.cookieHeader())).rejects.toThrow(
      'generic.unauthenticated',
    );
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    await client.put('/api/user/two-factor', { kind: 'sms' });
    const pending = new ApiClient(server.url);
    await pending.post('/api/auth/login', { email: 'junior@prosa.demo', password: 'prosa-demo-2026' });
    await expect(connectSocket(server.url, '/live', pending.cookieHeader())).rejects.toThrow(
      'generic.unauthenticated',
    );
    await expect(connectSocket(server.url, '/auth', pending.cookieHeader())).rejects.toThrow(
      'generic.unauthenticated',
    );
  });

  it('relays a status to the account’s users, the sender included, and stores it', async () => {
    const a = await present('atendente@prosa.demo');
    const b = await present('gestor@prosa.demo');
    const heardByB = nextStatus(b.socket, a.userId);
    const heardByA = nextStatus(a.socket, a.userId);
    a.socket.emit('changeStatus', { status: 5 });
    expect(await heardByB).toEqual({ userId: a.userId, name: 'Aline Atendente', status: 5 });
    expect(await heardByA).toEqual({ userId: a.userId, name: 'Aline Atendente', status: 5 });
    const [row] = await server.services.database.db
      .select({ liveStatus: memberships.liveStatus })
      .from(memberships)
      .where(and(eq(memberships.userId, a.userId), eq(memberships.accountId, a.accountId)));
    expect(row?.liveStatus).toBe(5);
  });

  it('never relays to another account', async () => {
    const a = await present('atendente@prosa.demo');
    const b = await present('gestor@prosa.demo');
    const outsider = await present('admin@outra.demo');
    const heardOutside = quietFor(outsider.socket);
    const heardByB = nextStatus(b.socket, a.userId);
    a.socket.emit('changeStatus', { status: 3, reason: 'Pausa' });
    await heardByB;
    expect(await heardOutside).toEqual([]);
  });

  it('ignores a status that is not online, away or offline', async () => {
    const a = await present('atendente@prosa.demo');
    const b = await present('gestor@prosa.demo');
    const heardByB = nextStatus(b.socket, a.userId);
    for (const payload of [
      { status: 4 },
      { status: '5' },
      { status: -5 },
      {},
      null,
      'online',
      { status: 5.5 },
    ])
      a.socket.emit('changeStatus', payload as never);
    a.socket.emit('changeStatus', { status: 1 });
    // Events of one socket arrive in order: the first relayed is the one valid status.
    expect(await heardByB).toMatchObject({ userId: a.userId, status: 1 });
  });

  it('carries an away status only with one of the account’s away reasons when they are active', async () => {
    const a = await present('atendente@prosa.demo');
    const b = await present('gestor@prosa.demo');
    const heard = nextStatus(b.socket, a.userId);
    // Prosa Demo offers Almoço, Reunião and Pausa: anything else never reaches the others.
    a.socket.emit('changeStatus', { status: 3, reason: 'Cinema' });
    a.socket.emit('changeStatus', { status: 3 });
    a.socket.emit('changeStatus', { status: 3, reason: 'Reunião' });
    expect(await heard).toMatchObject({ status: 3, reason: 'Reunião' });
  });

  it('carries a free away reason, cut to 200 characters, where the account sets no reasons', async () => {
    const a = await present('admin@outra.demo');
    const b = await present('supremo@prosa.demo', 'Outra Empresa');
    const heard = nextStatus(b.socket, a.userId);
    a.socket.emit('changeStatus', { status: 3, reason: `Almoço ${'x'.repeat(300)}` });
    const payload = await heard;
    expect(payload.status).toBe(3);
    expect(payload.reason?.startsWith('Almoço')).toBe(true);
    expect(payload.reason).toHaveLength(200);
  });

  it('shows a user offline when their last socket in the account closes, not before', async () => {
    const a = await present('atendente@prosa.demo');
    const second = await connectSocket(server.url, '/live', a.client.cookieHeader());
    const b = await present('gestor@prosa.demo');
    const early = quietFor(b.socket, 500);
    a.socket.close();
    expect(await early).toEqual([]);
    const offline = nextStatus(b.socket, a.userId);
    second.close();
    expect(await offline).toMatchObject({ userId: a.userId, status: 1 });
  });

  it('shows staff offline in one account even while they stay connected in another', async () => {
    const inDemo = await present('master@prosa.demo', 'Prosa Demo');
    await present('master@prosa.demo', 'Outra Empresa');
    const watcher = await present('gestor@prosa.demo');
    const offline = nextStatus(watcher.socket, inDemo.userId);
    inDemo.socket.close();
    expect(await offline).toMatchObject({ userId: inDemo.userId, status: 1 });
  });
});
