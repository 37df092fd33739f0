import { and, asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../app/newId.ts';
import type { Database } from '../db/database.ts';
import { openPostgres } from '../db/openPostgres.ts';
import { accounts, bots, conversations, flowCursors, messages } from '../db/schema/index.ts';
import { signIn } from '../testing/signIn.ts';
import type { ServerProcess } from '../testing/startServerProcess.ts';
import { startServerProcesses } from '../testing/startServerProcesses.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { testVisitor } from '../testing/testVisitor.ts';
import { until } from '../testing/until.ts';

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

    beforeAll(async () => {
      database = await createTestDatabase();
      servers = await startServerProcesses(database);
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

    it('answers every message of one conversation exactly once', async () => {
      const [account] = await store.db.select().from(accounts).where(eq(accounts.name, 'Prosa Demo'));
      const botId = newId();
      const token = newToken(24);
      await store.db.insert(bots).values({ id: botId, accountId: account?.id ?? '', token, name: 'Eco' });
      const [first, second] = servers.map((server) => server.url);
      const admin = (await signIn(first ?? '', 'admin@prosa.demo')).client;
      const echo = {
        description: 'Eco',
        lines: [
          { line: 1, type: 'question', text: 'Diga algo.', responseField: 'algo', appearanceMs: 0 },
          { line: 2, type: 'jump', jump: 1, appearanceMs: 0 },
        ],
      };
      expect((await admin.put(`/api/bots/${botId}/flow`, echo)).status).toBe(200);
      expect((await admin.post(`/api/bots/${botId}/flow/publish`)).status).toBe(200);

      const tab = await testVisitor(first ?? '', token, sockets);
      const otherTab = await testVisitor(second ?? '', token, sockets, tab.visitorId);
      await tab.send('oi');
      const [conversation] = await until(async () => {
        const rows = await store.db
          .select()
          .from(conversations)
          .where(eq(conversations.visitorId, tab.visitorId));
        return rows.length > 0 && rows;
      });
      const conversationId = conversation?.id ?? '';
      await until(async () => (await botAnswers(conversationId)).length === 1);

      // Both tabs at once, without waiting for each other's answers.
      const raced = 20;
      await Promise.all(
        Array.from({ length: raced }, (_, index) => (index % 2 ? otherTab : tab).send(`mensagem ${index}`)),
      );
      const answers = await until(
        async () => {
          const rows = await botAnswers(conversationId);
          return rows.length >= raced + 1 && rows;
        },
        { tries: 300 },
      );
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
