import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { BalloonVisitor } from '../testing/BalloonVisitor.ts';
import { freePort } from '../testing/freePort.ts';
import { answerBalloons, firstBalloons, publishBalloonFlow } from '../testing/publishBalloonFlow.ts';
import { type ServerProcess, startServerProcess } from '../testing/startServerProcess.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { until } from '../testing/until.ts';
import { openPartySocket } from './openPartySocket.ts';

const conversations = 5;
// Long enough that the kill comes while the balloons still wait.
const appearanceMs = 1500;

// The server process dies (SIGKILL) while a flow's balloons wait for their appearance time, and
// again just as the first of them is shown. After a restart on the same port and data every
// balloon must reach each widget exactly once, in the flow's order.
describe('a server killed while a flow’s balloons wait', () => {
  let database: TestDatabase;
  let port: number;
  let server: ServerProcess;
  let visitors: BalloonVisitor[] = [];
  const sockets: Socket[] = [];
  const start = (timeoutMs = 60_000) =>
    startServerProcess({ port, dataDir: database.dataDir, databaseUrl: database.databaseUrl, timeoutMs });

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    server = await start(100_000);
    const botToken = await publishBalloonFlow(server.url, appearanceMs);
    visitors = await Promise.all(
      Array.from({ length: conversations }, async () => {
        const socket = await openPartySocket(`${server.url}/webchat`, {
          auth: {
            botToken,
            visitorId: `balloons-${newToken(8)}`,
            visitorSecret: newToken(24),
            language: 'pt-BR',
          },
          headers: { origin: 'https://customer.example' },
        });
        sockets.push(socket);
        return new BalloonVisitor(socket);
      }),
    );
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
    await database?.drop();
  });

  const everyoneSaw = (count: number, tries = 1500) =>
    until(async () => visitors.every((visitor) => visitor.seen().length >= count), { tries, intervalMs: 20 });

  // After the restart: each widget has the balloons once, in order, and so has the database.
  async function expectEveryBalloonOnce(texts: string[]) {
    await until(async () => visitors.every((visitor) => visitor.socket.connected), { tries: 600 });
    await everyoneSaw(texts.length);
    for (const visitor of visitors) {
      expect(visitor.seenTexts()).toEqual(texts);
      const page = await visitor.sync(0);
      const bot = page.items.filter((message) => message.sender === 'bot');
      expect(bot.map((message) => message.text)).toEqual(texts);
      expect(new Set(bot.map((message) => message.clientMessageId)).size).toBe(texts.length);
      expect(page.items.map((message) => message.seq)).toEqual(page.items.map((_, index) => index + 1));
    }
  }

  it('delivers every waiting balloon once and in order after a kill before any was shown', async () => {
    await Promise.all(visitors.map((visitor) => visitor.send('oi')));
    // The first balloon comes with the stored turn: the others wait now.
    await everyoneSaw(1);
    expect(visitors.every((visitor) => visitor.seen().length < firstBalloons.length)).toBe(true);
    await server.kill();
    server = await start();
    await expectEveryBalloonOnce(firstBalloons);
  }, 180_000);

  it('delivers the rest once and in order after a kill as the first delayed balloon is shown', async () => {
    const before = firstBalloons.length;
    await Promise.all(visitors.map((visitor) => visitor.send('resposta')));
    // Every balloon of this turn waits; kill as soon as one widget shows the first of them.
    await until(async () => visitors.some((visitor) => visitor.seen().length > before), {
      tries: 1000,
      intervalMs: 5,
    });
    await server.kill();
    server = await start();
    await expectEveryBalloonOnce([...firstBalloons, ...answerBalloons]);
  }, 180_000);
});
