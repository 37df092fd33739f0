import { type Ack, type LiveMessage, liveStatus } from '@prosa/contracts';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newToken } from '../app/newId.ts';
import { liveMinuteQueue } from '../jobs/startJobs.ts';
import type { ApiClient } from '../testing/ApiClient.ts';
import { FaultProxy } from '../testing/FaultProxy.ts';
import { freePort } from '../testing/freePort.ts';
import { loadTestLimits } from '../testing/loadTestLimits.ts';
import { signIn } from '../testing/signIn.ts';
import { type ServerProcess, startServerProcess } from '../testing/startServerProcess.ts';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase.ts';
import { testVisitor } from '../testing/testVisitor.ts';
import { until } from '../testing/until.ts';
import { openPartySocket } from './openPartySocket.ts';
import { takeWhenQueued } from './takeWhenQueued.ts';

const resetRounds = 3;

const elapsedSince = (startedAt: number) => Math.round(performance.now() - startedAt);

// A server process whose only way to PostgreSQL is a TCP proxy that stalls (holds every byte) or
// resets (every connection, and each new one). While the database is away the server answers at
// once with the catalogue's 503 (HTTP, and the acks of the widget's and the attendant's sends) and
// a degraded health; the process survives every reset; once the proxy passes again it serves within
// 3 s; every message it acknowledged is stored exactly once, and so are the ones it refused and the
// parties sent again.
describe.runIf(process.env.DATABASE_URL)('a server whose database stalls and resets', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let server: ServerProcess;
  let admin: ApiClient;
  let widget: Socket;
  let panel: Socket;
  let conversationId = '';
  const sockets: Socket[] = [];
  const acked = new Set<string>();
  const refused = new Set<string>();
  const senderOf = new Map<string, Socket>();

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await FaultProxy.inFrontOf(database.databaseUrl ?? '');
    // The first start creates the schema, the job tables and the demo seed: it may take long.
    server = await startServerProcess({
      port: await freePort(),
      dataDir: database.dataDir,
      databaseUrl: proxy.url,
      // The parties send far more than a person would in a minute: the abuse limits are not under test.
      env: loadTestLimits,
      timeoutMs: 100_000,
    });
    ({ client: admin } = await signIn(server.url, 'admin@prosa.demo'));
    const bots: Array<{ name: string; token: string }> = (await admin.get('/api/bots')).body;
    ({ socket: widget } = await testVisitor(
      server.url,
      bots.find((bot) => bot.name === 'Prosa Bot')?.token ?? '',
      sockets,
    ));
    // The attendant online, with the visitor's conversation taken: both sides can send.
    const { client: attendant } = await signIn(server.url, 'atendente@prosa.demo');
    panel = await openPartySocket(`${server.url}/live`, { headers: { cookie: attendant.cookieHeader() } });
    sockets.push(panel);
    panel.emit('changeStatus', { status: liveStatus.online });
    const first = await send(widget);
    conversationId = first.ack.ok ? first.ack.data.conversationId : '';
    await takeWhenQueued(attendant, conversationId);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    proxy?.setMode('pass');
    await server?.stop();
    await proxy?.close();
    await database?.drop();
  });

  // One message from the widget or the attendant's panel; the answer, how long it took, and the id,
  // kept as acked or refused.
  const send = async (party: Socket, clientMessageId = `fault-${newToken(8)}`) => {
    const startedAt = performance.now();
    const scope = party === panel ? { conversationId } : {};
    const ack: Ack<LiveMessage> = await party
      .timeout(10_000)
      .emitWithAck('send', { ...scope, clientMessageId, text: `message ${clientMessageId}` });
    (ack.ok ? acked : refused).add(clientMessageId);
    senderOf.set(clientMessageId, party);
    if (ack.ok) refused.delete(clientMessageId);
    return { ack, ms: elapsedSince(startedAt) };
  };
  const health = async () => {
    const startedAt = performance.now();
    const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.json(), ms: elapsedSince(startedAt) };
  };
  const writeTag = async () => {
    const startedAt = performance.now();
    const answer = await admin.post('/api/settings/tags', { title: `t-${newToken(6)}`, color: '#1a73e8' });
    return { ...answer, ms: elapsedSince(startedAt) };
  };
  // While the database is away: everything answers the 503 within 2 s.
  const expectRefusedInTime = async () => {
    const [checked, sent, answered, written] = await Promise.all([
      health(),
      send(widget),
      send(panel),
      writeTag(),
    ]);
    expect(checked).toMatchObject({ status: 503, body: { ok: false, status: 'degraded' } });
    for (const { ack } of [sent, answered])
      expect(ack).toMatchObject({ ok: false, error: { code: 'generic.databaseUnavailable' } });
    expect(written).toMatchObject({ status: 503, body: { error: { code: 'generic.databaseUnavailable' } } });
    for (const { ms } of [checked, sent, answered, written]) expect(ms).toBeLessThan(2000);
    return { health: checked.ms, send: sent.ms, panel: answered.ms, write: written.ms };
  };
  // After the proxy passes again: health ok and a send acked, how long after.
  const recover = async () => {
    proxy.setMode('pass');
    const startedAt = performance.now();
    await until(async () => (await health()).status === 200, { tries: 100, intervalMs: 20 });
    const healthy = elapsedSince(startedAt);
    const answers = await Promise.all([send(widget), send(panel)]);
    expect(answers.map(({ ack }) => ack.ok)).toEqual([true, true]);
    return { health: healthy, send: elapsedSince(startedAt) };
  };

  it('answers 503 in time while stalled, survives resets, recovers within 3 s and loses nothing', async () => {
    for (let i = 0; i < 4; i++) {
      const answers = await Promise.all([send(widget), send(panel)]);
      expect(answers.map(({ ack }) => ack.ok)).toEqual([true, true]);
    }

    proxy.setMode('stall');
    // Three waves: the first meets connections that are open, the next ones new connections.
    const stalls = [];
    for (let wave = 0; wave < 3; wave++) stalls.push(await expectRefusedInTime());
    const afterStall = await recover();
    expect(afterStall.send).toBeLessThan(3000);

    const resets = [];
    for (let round = 0; round < resetRounds; round++) {
      // Sends on the wire at the reset: each is acked or refused, none is left hanging.
      const inFlight = [widget, widget, panel, panel].map((party) => send(party));
      proxy.setMode('reset');
      await Promise.all(inFlight);
      const refusedAt = await expectRefusedInTime();
      expect(server.child.exitCode).toBeNull();
      resets.push({ ...refusedAt, recovery: await recover() });
      expect(resets.at(-1)?.recovery.send).toBeLessThan(3000);
    }
    expect(server.child.exitCode).toBeNull();

    // Each party's outbox sends what was refused again, under the same ids.
    for (const id of [...refused]) expect((await send(senderOf.get(id) ?? widget, id)).ack.ok).toBe(true);
    expect(refused.size).toBe(0);
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string; n: number }>(
        'SELECT client_message_id AS id, count(*)::int AS n FROM messages WHERE client_message_id = ANY($1) GROUP BY 1',
        [[...acked]],
      );
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      expect(rows.map((row) => row.id).sort()).toEqual([...acked].sort());
    } finally {
      await client.end();
    }

    // The server's job workers poll again: a job sent behind its back gets done.
    const boss = new PgBoss({ connectionString: database.databaseUrl, supervise: false, schedule: false });
    await boss.start();
    try {
      const jobId = await boss.send(liveMinuteQueue, {});
      await until(async () => (await boss.getJobById(liveMinuteQueue, jobId ?? ''))?.state === 'completed', {
        tries: 150,
        intervalMs: 200,
      });
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }

    console.log(
      `[database faults] stalled: health degraded in ${stalls.map((s) => s.health).join('/')} ms, ` +
        `send refused in ${stalls.map((s) => s.send).join('/')} ms (panel ${stalls.map((s) => s.panel).join('/')} ms), API write refused in ` +
        `${stalls.map((s) => s.write).join('/')} ms; after the stall: health ok in ${afterStall.health} ms, ` +
        `sends acked in ${afterStall.send} ms; resets: ${resets
          .map(
            (r) =>
              `refused ${r.health}/${r.send}/${r.panel}/${r.write} ms, recovered ${r.recovery.health}/${r.recovery.send} ms`,
          )
          .join('; ')}; ${acked.size} acked messages stored once each`,
    );
  }, 120_000);
});
