import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowCursors } from '../../../db/schema/index.ts';
import { BalloonVisitor } from '../../../testing/BalloonVisitor.ts';
import { answerBalloons, firstBalloons, publishBalloonFlow } from '../../../testing/publishBalloonFlow.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { testVisitor } from '../../../testing/testVisitor.ts';
import { until } from '../../../testing/until.ts';
import { stopBalloonTimers } from './balloonTimers.ts';
import { flowDeliverQueue, flowLeadQueue, flowTimerQueue } from './flowJobs.ts';

const appearanceMs = 250;
let server: TestServer;
let botToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  botToken = await publishBalloonFlow(server.url, appearanceMs);
}, 120_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await server?.close();
});

const visitor = async () => new BalloonVisitor((await testVisitor(server.url, botToken, sockets)).socket);
const hasSeen = (visitors: BalloonVisitor[], count: number) => () =>
  Promise.resolve(visitors.every((one) => one.seen().length >= count));

// Each balloon came once as it was stored, in sequence order, and the catch-up agrees.
async function expectInOrderOnce(one: BalloonVisitor, texts: string[]) {
  const live = one.arrivals.map(({ message }) => message);
  expect(live.map((message) => message.text)).toEqual(texts);
  const seqs = live.map((message) => message.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  const page = await one.sync(0);
  const stored = page.items.filter((message) => message.sender === 'bot');
  expect(stored.map((message) => message.text)).toEqual(texts);
  expect(new Set(stored.map((message) => message.clientMessageId)).size).toBe(texts.length);
  expect(page.lastSeq).toBe(page.items.at(-1)?.seq);
}

describe('delayed balloons', () => {
  it('reach each of many conversations once and in order, whatever the job batches', async () => {
    const visitors = await Promise.all(Array.from({ length: 12 }, visitor));
    await Promise.all(visitors.map((one) => one.send('oi')));
    await until(hasSeen(visitors, firstBalloons.length), { tries: 400 });
    await Promise.all(visitors.map((one) => one.send('resposta')));
    await until(hasSeen(visitors, firstBalloons.length + answerBalloons.length), { tries: 400 });
    for (const one of visitors) await expectInOrderOnce(one, [...firstBalloons, ...answerBalloons]);
  }, 60_000);

  it('shows a turn’s balloons after those still waiting when the customer writes in between', async () => {
    const one = await visitor();
    await one.send('oi');
    await until(hasSeen([one], 1));
    // The question is asked already (its balloon still waits): this answers it.
    await one.send('resposta');
    await until(hasSeen([one], firstBalloons.length + answerBalloons.length), { tries: 400 });
    await expectInOrderOnce(one, [...firstBalloons, ...answerBalloons]);
  }, 60_000);

  it('comes from the fallback jobs, in order and once, when the timers are gone', async () => {
    const visitors = await Promise.all(Array.from({ length: 6 }, visitor));
    // As if the process that ran the turns died: its timers never fire (each is cleared within
    // 5 ms of being armed, long before its 250 ms; stopping them once raced a loaded machine), so
    // only the durable jobs are left, taken in batches.
    const timersGone = setInterval(() => stopBalloonTimers(server.services.database), 5);
    try {
      await Promise.all(visitors.map((one) => one.send('oi')));
      await until(hasSeen(visitors, firstBalloons.length), { tries: 400 });
    } finally {
      clearInterval(timersGone);
    }
    for (const one of visitors) {
      await expectInOrderOnce(one, firstBalloons);
      // The job's time (1.5 s after the balloon's), not the timer's.
      const [first, second] = one.arrivals;
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(1500);
    }
  }, 60_000);

  it('still shows a flow’s balloons after its cursor was dropped (a number reset) in the same conversation', async () => {
    const one = await visitor();
    await one.send('oi');
    await until(hasSeen([one], firstBalloons.length), { tries: 400 });
    const conversationId = one.seen()[0]?.conversationId ?? '';
    // The reset drops the cursor: the next message starts the flow again, from turn 1.
    await server.services.database.db
      .delete(flowCursors)
      .where(eq(flowCursors.conversationId, conversationId));
    await one.send('de novo');
    await until(hasSeen([one], 2 * firstBalloons.length), { tries: 400 });
    await expectInOrderOnce(one, [...firstBalloons, ...firstBalloons]);
  }, 60_000);

  it('gives the flow queues an expiry, so a job a dead process took comes back within a minute', async () => {
    for (const name of [flowDeliverQueue, flowTimerQueue, flowLeadQueue])
      expect(await server.boss.getQueue(name)).toMatchObject({ expireInSeconds: 30 });
  });
});
