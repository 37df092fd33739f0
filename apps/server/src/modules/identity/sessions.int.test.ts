import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoPassword } from '../../db/seed.ts';
import { connectSocket } from '../../testing/connectSocket.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

interface SessionItem {
  id: string;
  device: string;
  ip: string;
  lastSeenAt: string;
  isCurrent: boolean;
}

describe('connected devices', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const device = (name: string) => ({ headers: { 'user-agent': name } });
  const sessionsOf = async (client: Awaited<ReturnType<typeof signIn>>['client']) =>
    (await client.get('/api/auth/sessions')).body.sessions as SessionItem[];

  it('lists each session with its device, address, last use and which one is this', async () => {
    const { client: laptop } = await signIn(server.url, 'gestor@prosa.demo', device('Laptop Firefox'));
    await signIn(server.url, 'gestor@prosa.demo', device('Phone Safari'));
    const sessions = await sessionsOf(laptop);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Laptop Firefox', 'Phone Safari']);
    expect(sessions.filter((s) => s.isCurrent).map((s) => s.device)).toEqual(['Laptop Firefox']);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{24}$/);
      expect(session.ip).toMatch(/127\.0\.0\.1/);
      expect(Math.abs(Date.parse(session.lastSeenAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('ends a revoked session at once: its cookie stops working and its sockets drop', async () => {
    const { client: laptop } = await signIn(server.url, 'atendente@prosa.demo', device('Laptop'));
    const { client: phone } = await signIn(server.url, 'atendente@prosa.demo', device('Phone'));
    const live = await connectSocket(server.url, '/live', phone.cookieHeader());
    const auth = await connectSocket(server.url, '/auth', phone.cookieHeader());
    const liveDropped = new Promise<string>((resolve) => live.once('disconnect', resolve));
    const authDropped = new Promise<string>((resolve) => auth.once('disconnect', resolve));
    const revokedNotice = vi.fn();
    auth.on('sessionRevoked', revokedNotice);
    const phoneSession = (await sessionsOf(laptop)).find((s) => s.device === 'Phone');

    const revoked = await laptop.delete(`/api/auth/sessions/${phoneSession?.id}`);
    expect(revoked.status).toBe(200);
    expect((await phone.get('/api/auth/me')).status).toBe(401);
    expect(await liveDropped).toBe('io server disconnect');
    expect(await authDropped).toBe('io server disconnect');
    expect(revokedNotice).toHaveBeenCalledOnce();
    expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Laptop']);
    await expect(connectSocket(server.url, '/live', phone.cookieHeader())).rejects.toThrow(
      'generic.unauthenticated',
    );
  });

  it('answers 404 to revoking another user’s session or one that does not exist', async () => {
    const { client: mine } = await signIn(server.url, 'junior@prosa.demo');
    const { client: theirs } = await signIn(server.url, 'gestor@prosa.demo');
    const [their] = await sessionsOf(theirs);
    for (const id of [their?.id, '0123456789abcdef01234567']) {
      const { status, body } = await mine.delete(`/api/auth/sessions/${id}`);
      expect(status).toBe(404);
      expect(body.error.code).toBe('auth.sessionNotFound');
    }
    expect((await theirs.get('/api/auth/me')).status).toBe(200);
  });

  it('lets a user end the session in use, which logs that device out', async () => {
    const { client } = await signIn(server.url, 'junior@prosa.demo');
    const current = (await sessionsOf(client)).find((s) => s.isCurrent);
    expect((await client.delete(`/api/auth/sessions/${current?.id}`)).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });

  it('drops the sockets of a session that logs out', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const socket = await connectSocket(server.url, '/live', client.cookieHeader());
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });

  it('ends the other sessions, sockets included, when the password changes, and keeps this one', async () => {
    const { client: here } = await signIn(server.url, 'admin@prosa.demo', device('Here'));
    const { client: there } = await signIn(server.url, 'admin@prosa.demo', device('There'));
    const socket = await connectSocket(server.url, '/live', there.cookieHeader());
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const change = (body: object) => here.post('/api/user/password', body);

    const wrong = await change({
      currentPassword: 'not-it',
      password: 'admin-new-password',
      confirmation: 'admin-new-password',
    });
    expect(wrong.body.error.code).toBe('auth.currentPasswordWrong');
    const mismatch = await change({
      currentPassword: demoPassword,
      password: 'admin-new-password',
      confirmation: 'other',
    });
    expect(mismatch.body.error.code).toBe('auth.passwordMismatch');
    const short = await change({ currentPassword: demoPassword, password: 'short', confirmation: 'short' });
    expect(short.body.error.code).toBe('auth.passwordTooShort');
    expect((await there.get('/api/auth/me')).status).toBe(200);

    const changed = await change({
      currentPassword: demoPassword,
      password: 'admin-new-password',
      confirmation: 'admin-new-password',
    });
    expect(changed.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect((await there.get('/api/auth/me')).status).toBe(401);
    expect((await sessionsOf(here)).map((s) => s.device)).toEqual(['Here']);
    await signIn(server.url, 'admin@prosa.demo', { password: 'admin-new-password' });
  });
});
