import { loadavg } from 'node:os';
import type { LiveMessage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { freePort } from '../../apps/server/src/testing/freePort.ts';
import { loadTestLimits } from '../../apps/server/src/testing/loadTestLimits.ts';
import {
  answerBalloons,
  firstBalloons,
  publishBalloonFlow,
} from '../../apps/server/src/testing/publishBalloonFlow.ts';
import { startServerProcess } from '../../apps/server/src/testing/startServerProcess.ts';
import { testVisitor } from '../../apps/server/src/testing/testVisitor.ts';
import type { Store } from '../benchOptionRules.ts';
import { percentiles } from '../contacts/percentiles.ts';
import { createFreshStore } from '../createFreshStore.ts';

export interface BalloonOptions {
  conversations: number;
  appearanceMs: number;
  seconds: number;
  postgresUrl: string;
}

export type BalloonResult = Awaited<ReturnType<typeof measureStore>>;

// Visitors talk to a chatbot (a server in its own process, as `npm start` runs it) whose balloons
// after the first appear `appearanceMs` apart. A balloon is due when the visitor's message was
// stored (its createdAt: the turn runs after it, so the turn's own time counts against the server)
// plus its appearance times; its lateness is when the widget's socket got it minus that. Each
// visitor answers once the question arrived, for `seconds`.
export async function measureStore(store: Store, options: BalloonOptions) {
  const database = await createFreshStore(store, options.postgresUrl, 'prosa-balloons');
  const server = await startServerProcess({
    port: await freePort(),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    env: loadTestLimits,
    timeoutMs: 120_000,
  });
  const sockets: Socket[] = [];
  const lateness: number[] = [];
  let outOfOrder = 0;
  let duplicates = 0;
  const loadStart = loadavg()[0] ?? 0;
  try {
    const token = await publishBalloonFlow(server.url, options.appearanceMs);
    const deadline = Date.now() + options.seconds * 1000;
    const talk = async (index: number) => {
      const visitor = await testVisitor(server.url, token, sockets);
      await new Promise((resolve) =>
        setTimeout(resolve, (index * options.appearanceMs) / options.conversations),
      );
      let expected = firstBalloons;
      let lastSeq = 0;
      const seen = new Set<string>();
      while (Date.now() < deadline) {
        let storedAt = Number.POSITIVE_INFINITY;
        const turnDone = new Promise<void>((resolve) => {
          let received = 0;
          const onMessage = (message: LiveMessage) => {
            if (message.sender !== 'bot') return;
            if (seen.has(message.clientMessageId)) duplicates++;
            seen.add(message.clientMessageId);
            if (message.text !== expected[received] || message.seq <= lastSeq) outOfOrder++;
            lastSeq = Math.max(lastSeq, message.seq);
            const dueMs = (expected === firstBalloons ? received : received + 1) * options.appearanceMs;
            if (dueMs > 0) lateness.push(Date.now() - storedAt - dueMs);
            if (++received === expected.length) {
              visitor.socket.off('message', onMessage);
              resolve();
            }
          };
          visitor.socket.on('message', onMessage);
        });
        const answer = await visitor.send(expected === firstBalloons ? 'oi' : 'resposta');
        if (!answer.ok) throw new Error(`send refused: ${answer.error.code}`);
        storedAt = new Date(answer.data.createdAt).getTime();
        await turnDone;
        expected = answerBalloons;
      }
    };
    await Promise.all(Array.from({ length: options.conversations }, (_, index) => talk(index)));
    return {
      store,
      ...options,
      lateness: percentiles(lateness),
      outOfOrder,
      duplicates,
      loadAverage: [loadStart, loadavg()[0] ?? 0] as const,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await server.stop();
    await database.drop();
  }
}
