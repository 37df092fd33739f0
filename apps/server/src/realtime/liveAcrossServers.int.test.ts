import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../testing/connectSocket.ts';
import { nextStatus } from '../testing/nextStatus.ts';
import { signIn } from '../testing/signIn.ts';
import { startTestServer, type TestServer } from '../testing/startTestServer.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';

// Two server processes on one PostgreSQL database, joined by the socket.io Redis adapter: what a
// panel user hears must not depend on which process holds their socket. PGlite serves one process
// only, so this runs with DATABASE_URL and REDIS_URL set (CI's PostgreSQL pass).
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'presence across two server processes',
  () => {
    let database: TestDatabase;
    let first: TestServer;
    let second: TestServer;
    const opened: Socket[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      first = await startTestServer({}, { database });
      second = await startTestServer({}, { database });
    });
    afterEach(() => {
      for (const socket of opened.splice(0)) socket.close();
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
    });

    async function present(server: TestServer, email: string) {
      const { client } = await signIn(server.url, email);
      const userId = (await client.get('/api/auth/me')).body.user.id as string;
      const socket = await connectSocket(server.url, '/live', client.cookieHeader());
      opened.push(socket);
      return { client, socket, userId };
    }

    it('relays a status sent to one process to a user connected to the other', async () => {
      const a = await present(first, 'atendente@prosa.demo');
      const b = await present(second, 'gestor@prosa.demo');
      const heard = nextStatus(b.socket, a.userId);
      a.socket.emit('changeStatus', { status: 5 });
      expect(await heard).toMatchObject({ userId: a.userId, status: 5 });
    });

    it('keeps a user online while a socket remains on the other process', async () => {
      const a = await present(first, 'atendente@prosa.demo');
      const onSecond = await connectSocket(second.url, '/live', a.client.cookieHeader());
      const b = await present(second, 'gestor@prosa.demo');
      const heard: unknown[] = [];
      b.socket.on('changeStatus', (payload) => heard.push(payload));
      a.socket.close();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(heard).toEqual([]);
      const offline = nextStatus(b.socket, a.userId);
      onSecond.close();
      expect(await offline).toMatchObject({ userId: a.userId, status: 1 });
    });

    it('drops a revoked session’s sockets on the other process at once', async () => {
      const { client: laptop } = await signIn(first.url, 'junior@prosa.demo', {
        headers: { 'user-agent': 'Laptop' },
      });
      const phone = await present(second, 'junior@prosa.demo');
      const dropped = new Promise<string>((resolve) => phone.socket.once('disconnect', resolve));
      const sessions = (await laptop.get('/api/auth/sessions')).body.sessions as Array<{
        id: string;
        isCurrent: boolean;
      }>;
      const other = sessions.find((s) => !s.isCurrent);
      expect((await laptop.delete(`/api/auth/sessions/${other?.id}`)).status).toBe(200);
      expect(await dropped).toBe('io server disconnect');
    });

    // The adapter's requests (fetchSockets, serverSideEmit) go by Redis PUB/SUB, whose channels
    // span every database of the Redis. A server of another deployment that heard them counted
    // these processes as its own peers and, once they were gone, waited 5 s for their answers.
    it('is never counted by a server of another database on the same Redis', async () => {
      const elsewhere = await startTestServer();
      try {
        for (let round = 0; round < 2; round++) {
          // Two processes here: the request goes out, and the other one's answer comes back through Redis.
          await first.realtime.io.of('/webchat').fetchSockets();
        }
        expect(await first.realtime.io.of('/webchat').adapter.serverCount()).toBe(2);
        expect(await elsewhere.realtime.io.of('/webchat').adapter.serverCount()).toBe(1);
      } finally {
        await elsewhere.close();
      }
    });
  },
);
