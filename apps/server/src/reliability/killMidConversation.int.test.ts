import { liveStatus } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { freePort } from '../testing/freePort.ts';
import { loadTestLimits } from '../testing/loadTestLimits.ts';
import { signIn } from '../testing/signIn.ts';
import { type ServerProcess, startServerProcess } from '../testing/startServerProcess.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { OutboxParty } from './OutboxParty.ts';
import { openPartySocket } from './openPartySocket.ts';
import { takeWhenQueued } from './takeWhenQueued.ts';

const ackedBeforeKill = 30;
const ackedAfterRestart = 10;
const sendWindow = 4;

const until = async (what: string, probe: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

// The server process dies (SIGKILL: no close, no flush) while a visitor and an attendant both have
// messages on the wire. After a restart on the same port and data, each side re-sends what was not
// acknowledged with the same clientMessageId and asks for what it missed after its last sequence:
// every acknowledged message must then be there exactly once, in order, the same on both sides.
describe('a server killed mid-conversation', () => {
  let database: TestDatabase;
  let port: number;
  let server: ServerProcess;
  const sockets: Socket[] = [];
  // The first start also creates the job tables and seeds (password hashing): it may take longer.
  // The pumps send faster than a person: the widget's message limit would refuse them.
  const start = (timeoutMs = 60_000) =>
    startServerProcess({
      port,
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      env: loadTestLimits,
      timeoutMs,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    port = await freePort();
    server = await start(100_000);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.stop();
    await database?.drop();
  });

  it('loses and duplicates nothing that was acknowledged, on either side', async () => {
    const { client: admin } = await signIn(server.url, 'admin@prosa.demo');
    const bots: Array<{ name: string; token: string }> = (await admin.get('/api/bots')).body;
    const botToken = bots.find((bot) => bot.name === 'Prosa Bot')?.token ?? '';

    // The attendant is online before the customer writes, and again after every reconnect.
    const { client: attendantApi } = await signIn(server.url, 'atendente@prosa.demo');
    const panel = await openPartySocket(`${server.url}/live`, {
      headers: { cookie: attendantApi.cookieHeader() },
    });
    sockets.push(panel);
    let conversationId = '';
    const announce = () => {
      panel.emit('changeStatus', { status: liveStatus.online });
      if (conversationId) panel.emit('enterRoom', { roomId: conversationId });
    };
    panel.on('connect', announce);
    announce();

    const widget = await openPartySocket(`${server.url}/webchat`, {
      auth: {
        botToken,
        visitorId: `reliability-${newToken(8)}`,
        visitorSecret: newToken(24),
        language: 'pt-BR',
      },
      headers: { origin: 'https://customer.example' },
    });
    sockets.push(widget);
    const customer = new OutboxParty('customer', widget);
    const attendant = new OutboxParty('attendant', panel, () => ({ conversationId }));

    await customer.pumpUntilAcked(1, 1);
    conversationId = customer.seen.get(1)?.conversationId ?? '';
    expect(conversationId).not.toBe('');
    await takeWhenQueued(attendantApi, conversationId);
    announce();
    await attendant.sync();

    customer.startPumping(sendWindow);
    attendant.startPumping(sendWindow);
    await until(
      `${ackedBeforeKill} acked messages on each side`,
      () => customer.acked.size >= ackedBeforeKill && attendant.acked.size >= ackedBeforeKill,
    );
    customer.stopPumping();
    attendant.stopPumping();
    // In the same tick as the kill, so they are on the wire for sure; the pumps' last sends are at
    // every stage: some stored with the ack lost, some never read by the server.
    customer.send('customer in flight at the kill');
    attendant.send('attendant in flight at the kill');
    const pendingAtKill = customer.pending + attendant.pending;
    await server.kill();
    expect(pendingAtKill).toBeGreaterThanOrEqual(2);

    server = await start();
    await until('both sides to reconnect', () => widget.connected && panel.connected);
    await Promise.all([customer.flushOutbox(), attendant.flushOutbox()]);
    await Promise.all([
      customer.pumpUntilAcked(customer.acked.size + ackedAfterRestart, sendWindow),
      attendant.pumpUntilAcked(attendant.acked.size + ackedAfterRestart, sendWindow),
    ]);
    await Promise.all([customer.sync(), attendant.sync()]);
    // A last round: whatever one side's sync brought in was already stored for the other.
    await Promise.all([customer.sync(), attendant.sync()]);

    for (const side of [customer, attendant]) {
      expect(side.conflicts).toEqual([]);
      expect(side.refusals).toEqual([]);
      expect(side.pending).toBe(0);
      const transcript = side.transcript();
      expect(transcript.map((message) => message.seq)).toEqual(transcript.map((_, index) => index + 1));
      const ids = transcript.map((message) => message.clientMessageId);
      expect(new Set(ids).size).toBe(ids.length);
      for (const acked of [...customer.acked, ...attendant.acked, ...customer.resent, ...attendant.resent])
        expect(ids.filter((id) => id === acked)).toHaveLength(1);
    }
    expect(customer.transcript()).toEqual(attendant.transcript());
    expect(customer.resent.size + attendant.resent.size).toBeGreaterThanOrEqual(2);
    // Every wait above has its own deadline. The restart dominates: loading the server's modules
    // and opening PGlite take about 5 s on an idle machine, 20 to 45 s while other suites load it.
  }, 120_000);
});
