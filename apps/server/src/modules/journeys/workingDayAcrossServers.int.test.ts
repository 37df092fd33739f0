import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../testing/connectSocket.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase.ts';

// Two server processes on one PostgreSQL database joined by Redis: the process that ends a
// member's sessions is not the one holding their socket, and the socket still hears why and drops.
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'working day across two server processes',
  () => {
    let database: TestDatabase;
    let first: TestServer;
    let second: TestServer;
    let socket: Socket | undefined;
    beforeAll(async () => {
      database = await createTestDatabase();
      first = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' }, { database });
      second = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' }, { database });
    });
    afterAll(async () => {
      socket?.close();
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    const setClock = (server: TestServer, now: string) =>
      fetch(`${server.url}/api/dev/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now }),
      });

    it('disconnects a socket held by the other process when the tolerance ends', async () => {
      await setClock(first, '2026-11-23T17:50:00-03:00');
      await setClock(second, '2026-11-23T17:50:00-03:00');
      const admin = (await signIn(first.url, 'admin@prosa.demo')).client;
      const member = await signIn(second.url, 'atendente@prosa.demo');
      const created = await admin.post('/api/settings/journeys', {
        name: 'Fim de tarde',
        schedules: [{ weekday: 1, periods: [{ entry: '13:00', exit: '18:00' }] }],
        toleranceMinutes: 5,
        userIds: [member.login.user.id],
      });
      expect(created.status).toBe(200);
      socket = await connectSocket(second.url, '/auth', member.client.cookieHeader());
      const revoked = new Promise((resolve) => socket?.once('sessionRevoked', resolve));
      const disconnected = new Promise((resolve) => socket?.once('disconnect', resolve));

      // Only the first process sees the tolerance over; it ends the session and announces it.
      await setClock(first, '2026-11-23T18:06:00-03:00');
      expect(await revoked).toEqual({ reason: 'workingDayEnded' });
      await disconnected;
      expect((await member.client.get('/api/auth/me')).status).toBe(401);
    });
  },
);
