import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../app/newId.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { accounts, bots, conversations, flowCursors, messages } from '../db/schema/index.ts';
import { connectVisitor } from '../modules/webchat/connectVisitor.ts';
import { freePort } from '../testing/freePort.ts';
import { signIn } from '../testing/signIn.ts';
import { type ServerProcess, startServerProcess } from '../testing/startServerProcess.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';

// A visitor with two tabs, each on its own server process: their messages reach the flow engine in
// two processes at once, with no in-process queue between them. Every message must still get its
// own answer: a turn that read a cursor another process has since moved is run again on the new
// one, never stored over it (an answer lost to a shared clientMessageId would show here).
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'flow turns raced across two servers',
  () => {
    let database: TestDatabase;
    let store: Database;
    let servers: ServerProcess[];
    const sockets: Socket[] = [];
    const start = async () =>
      startServerProcess({
        port: await freePort(),
        dataDir: database.dataDir,
        databaseUrl: database.databaseUrl,
        timeoutMs: 100_000,
      });

    beforeAll(async () => {
      database = await createTestDatabase();
      // The first process migrates and seeds; the second finds it done.
      servers = [await start()];
      servers.push(await start());
      store = await openPostgres(database.databaseUrl ?? '', 4);
    }, 120_000);
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const server of servers ?? []) await server.stop();
      await store?.close();
      await database?.drop();
    });

    const botAnswers = (conversationId: string) =>
      store.db
        .select({ text: messages.text })
        .from(messages)
        .where(and(eq(messages.conversationId, conversationId), eq(messages.sender, 'bot')))
        .orderBy(asc(messages.seq));
    const until = async <T>(probe: () => Promise<T | false>) => {
      for (let i = 0; i < 300; i++) {
        const found = await probe();
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('timed out');
    };

    it('answers every message of one conversation exactly once', async () => {
      const [account] = await store.db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
      const botId = newId();
      const token = newToken(24);
      await store.db.insert(bots).values({ id: botId, accountId: account?.id ?? '', token, name: 'Eco' });
      const admin = (await signIn(servers[0]?.url ?? '', 'admin@prosa.demo')).client;
      const echo = {
        description: 'Eco',
        lines: [
          { line: 1, type: 'question', text: 'Diga algo.', responseField: 'algo', appearanceMs: 0 },
          { line: 2, type: 'jump', jump: 1, appearanceMs: 0 },
        ],
      };
      expect((await admin.put(`/api/bots/${botId}/flow`, echo)).status).toBe(200);
      expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);

      const visitorId = newToken(16);
      const tabs = await Promise.all(
        (servers ?? []).map(async (server) => {
          const { socket } = await connectVisitor(server.url, {
            botToken: token,
            visitorId,
            language: 'pt-BR',
          });
          sockets.push(socket);
          return socket;
        }),
      );
      const send = (socket: Socket | undefined, text: string) =>
        socket?.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text });
      await send(tabs[0], 'oi');
      const [conversation] = await until(async () => {
        const rows = await store.db
          .select()
          .from(conversations)
          .where(eq(conversations.visitorId, visitorId));
        return rows.length > 0 && rows;
      });
      const conversationId = conversation?.id ?? '';
      await until(async () => (await botAnswers(conversationId)).length === 1);

      // Both tabs at once, without waiting for each other's answers.
      const raced = 20;
      await Promise.all(
        Array.from({ length: raced }, (_, index) => send(tabs[index % 2], `mensagem ${index}`)),
      );
      const answers = await until(async () => {
        const rows = await botAnswers(conversationId);
        return rows.length >= raced + 1 && rows;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await botAnswers(conversationId)).toHaveLength(raced + 1);
      expect(answers.every((answer) => answer.text === 'Diga algo.')).toBe(true);
      const [cursor] = await store.db
        .select()
        .from(flowCursors)
        .where(eq(flowCursors.conversationId, conversationId));
      // Each of the 21 messages was one stored turn, none written over another.
      expect((cursor?.cursor as { turn: number } | undefined)?.turn).toBe(raced + 1);
    }, 120_000);
  },
);
