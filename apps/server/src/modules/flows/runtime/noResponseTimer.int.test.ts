import type { FlowDocumentInput } from '@prosa/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../../app/newId.ts';
import { bots, conversations, messages } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { accountIdOf } from '../../live/testing/insertConversation.ts';
import { connectVisitor } from '../../webchat/connectVisitor.ts';
import { type FlowTimer, flowTimerQueue } from './flowJobs.ts';
import { fireFlowTimer } from './runFlowTurn.ts';

const noResponse = { afterMinutes: 1, text: 'Ainda está aí?', jump: 3 } as const;
// Two questions with a no-response option each: silence jumps to the closing line, an answer moves
// on to the next question.
const orderFlow: FlowDocumentInput = {
  description: 'Pedido',
  lines: [
    {
      line: 1,
      type: 'question',
      text: 'Qual é o seu pedido?',
      responseField: 'order',
      noResponse,
      appearanceMs: 0,
    },
    {
      line: 2,
      type: 'question',
      text: 'E o endereço?',
      responseField: 'address',
      noResponse,
      jump: 4,
      appearanceMs: 0,
    },
    {
      line: 3,
      type: 'message',
      content: { kind: 'text', text: 'Encerrando por falta de resposta.' },
      jump: 5,
      appearanceMs: 0,
    },
    { line: 4, type: 'message', content: { kind: 'text', text: 'Pedido anotado.' }, appearanceMs: 0 },
    { line: 5, type: 'end' },
  ],
};

// The no-response timer of a flow line (engine effect `timer`, a `flows.timer` job due after the
// line's minutes). The job's due time is minutes away, so the tests fire it the way the job does.
describe('the flow’s no-response timer', () => {
  let server: TestServer;
  let admin: ApiClient;
  let bot: { id: string; token: string };
  const sockets: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    bot = { id: newId(), token: newToken(24) };
    await db()
      .insert(bots)
      .values({ ...bot, accountId: await accountIdOf(db(), 'Prosa Demo'), name: 'Timer Bot' });
    expect((await admin.put(`/api/bots/${bot.id}/flow`, orderFlow)).status).toBe(200);
    expect((await admin.post(`/api/bots/${bot.id}/flow/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  async function visitor() {
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, {
      botToken: bot.token,
      visitorId,
      language: 'pt-BR',
    });
    sockets.push(socket);
    const conversationId = async () => {
      const [row] = await db()
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.visitorId, visitorId));
      return row?.id ?? null;
    };
    const botTexts = async () => {
      const rows = await db()
        .select({ text: messages.text, sender: messages.sender })
        .from(messages)
        .where(eq(messages.conversationId, (await conversationId()) ?? ''))
        .orderBy(asc(messages.seq));
      return rows.filter((row) => row.sender === 'bot').map((row) => row.text);
    };
    const waitForBot = (count: number) =>
      until(async () => {
        const texts = await botTexts();
        return texts.length >= count && texts;
      });
    const say = async (text: string, count: number) => {
      await socket.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text });
      return waitForBot(count);
    };
    return { say, botTexts, waitForBot, conversationId };
  }

  // The timer jobs the runtime queued for a conversation, oldest first, with their due time.
  async function timerJobs(conversationId: string) {
    const { rows } = await server.services.database.query<{ data: FlowTimer; start_after: Date | string }>(
      `select data, start_after from pgboss.job
       where name = $1 and data->>'conversationId' = $2 order by created_on, start_after`,
      [flowTimerQueue, conversationId],
    );
    return rows.map((row) => ({ ...row.data, dueAt: new Date(row.start_after).getTime() }));
  }

  it('says the no-response text and jumps when the customer does not answer', async () => {
    const customer = visitor();
    const { say, waitForBot, conversationId } = await customer;
    const sent = Date.now();
    expect(await say('oi', 1)).toEqual(['Qual é o seu pedido?']);
    const id = (await conversationId()) ?? '';
    const [timer] = await until(async () => {
      const jobs = await timerJobs(id);
      return jobs.length > 0 && jobs;
    });
    // Due after the line's minute, not before.
    expect(timer?.dueAt).toBeGreaterThanOrEqual(sent + 60_000 - 1000);
    expect(timer?.dueAt).toBeLessThan(Date.now() + 60_000 + 5000);

    await fireFlowTimer(server.services, { conversationId: id, turn: timer?.turn ?? -1 });
    expect(await waitForBot(3)).toEqual([
      'Qual é o seu pedido?',
      'Ainda está aí?',
      'Encerrando por falta de resposta.',
    ]);
  });

  it('does nothing when the customer answered before the timer came due', async () => {
    const { say, botTexts, conversationId } = await visitor();
    await say('oi', 1);
    const id = (await conversationId()) ?? '';
    const [stale] = await until(async () => {
      const jobs = await timerJobs(id);
      return jobs.length > 0 && jobs;
    });
    expect(await say('uma pizza', 2)).toEqual(['Qual é o seu pedido?', 'E o endereço?']);
    // The answer set the second question's own timer, for a later turn.
    const jobs = await until(async () => {
      const found = await timerJobs(id);
      return found.length > 1 && found;
    });
    const current = jobs.at(-1);
    expect(current?.turn).toBeGreaterThan(stale?.turn ?? Number.POSITIVE_INFINITY);

    await fireFlowTimer(server.services, { conversationId: id, turn: stale?.turn ?? -1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await botTexts()).toEqual(['Qual é o seu pedido?', 'E o endereço?']);

    // The current timer still works, and the stale one stays harmless after it.
    await fireFlowTimer(server.services, { conversationId: id, turn: current?.turn ?? -1 });
    await fireFlowTimer(server.services, { conversationId: id, turn: stale?.turn ?? -1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await botTexts()).toEqual([
      'Qual é o seu pedido?',
      'E o endereço?',
      'Ainda está aí?',
      'Encerrando por falta de resposta.',
    ]);
  });
});
