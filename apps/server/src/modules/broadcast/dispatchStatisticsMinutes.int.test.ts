import type { Sandbox } from '@prosa/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffsetClock } from '../../app/OffsetClock.ts';
import { broadcastRecipients } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { approvedBroadcastTemplate, startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

type Accepted = Parameters<Sandbox['runtime']['acceptOutbound']>;

// A dispatch's statistics by minute (issue 18): each of sent, delivered, read and failed counts in
// the minute it happened. The server's clock and the Cloud API fake's are set a few minutes apart,
// so every moment reaches the database the way production's do: the send's answer, then the
// provider's signed status webhooks, each with the fake's timestamp.
describe('a dispatch’s statistics by minute of each status', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let channelId = '';
  let templateId = '';
  let providerNow = Date.now();
  // What the fake accepted, by customer: the test moves each message's status itself.
  const accepted = new Map<string, Accepted>();
  const advance = async (phone: string, status: 'delivered' | 'read' | 'failed') => {
    const [fake, number, customer, message] = accepted.get(phone) ?? [];
    if (!fake || !number || !customer || !message) throw new Error(`nothing sent to ${phone}`);
    if (status === 'failed') message.error = { code: 131026, title: 'Message undeliverable', details: '' };
    await sandbox.runtime.advance(fake, number, customer, message, status);
  };
  // Two hours ahead, 20 s into a minute: the sends (taking well under 40 s) share one minute.
  const base = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 2 * 3_600_000 + 20_000);
  const minute = (n: number, second = 0) => new Date(base.getTime() - 20_000 + n * 60_000 + second * 1000);

  beforeAll(async () => {
    server = await startTestServer({ PROSA_CONTROLLED_CLOCK: '1' });
    // Statuses only when the test moves them; the fake's clock is the test's.
    let accountId: string;
    ({ sandbox, gestor, accountId, channelId } = await startBroadcastSandbox(server, `1${Date.now()}`, {
      statusDelayMs: 600_000,
      now: () => providerNow,
    }));
    const acceptOutbound = sandbox.runtime.acceptOutbound;
    sandbox.runtime.acceptOutbound = (...args) => {
      accepted.set(args[2], args);
      acceptOutbound(...args);
    };
    await setCredits(server.services.database.db, accountId, 100);
    templateId = await approvedBroadcastTemplate(gestor, channelId, 'Olá {{1}}, tudo bem?');
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('counts sends, deliveries, reads and failures each at its own minute, moving forward only', async () => {
    const phones = ['5511955500001', '5511955500002', '5511955500003', '5511955500004'];
    const [ana = '', bia = '', caio = '', duda = ''] = phones;
    (server.services.clock as OffsetClock).set(base);
    providerNow = base.getTime();
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Por minuto',
      channelId,
      templateId,
      variables: ['{name}'],
      recipients: phones.map((phone, index) => ({ name: `Cliente ${index}`, phone })),
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    const statistics = async () => (await gestor.get(`/api/broadcast/dispatches/${id}/statistics`)).body;
    const counted = (predicate: (counts: Record<string, number>) => boolean) =>
      until(async () => {
        const body = await statistics();
        return predicate(body.dispatch.counts) ? body : null;
      });
    await counted((counts) => counts.sent === 4);

    // A minute later Ana's and Bia's messages reach the device (their `sent` comes first, and does
    // not move the minute they were sent).
    providerNow = minute(1, 10).getTime();
    await advance(ana, 'delivered');
    await advance(bia, 'delivered');
    await counted((counts) => counts.delivered === 2);
    // Another minute: Ana reads hers, Caio's fails.
    providerNow = minute(2, 30).getTime();
    await advance(ana, 'read');
    await advance(caio, 'failed');
    await counted((counts) => counts.read === 1 && counts.failed === 1);
    // And one more: Duda's is delivered and read; a failure of Ana's, already read, changes nothing.
    providerNow = minute(3, 5).getTime();
    await advance(ana, 'failed');
    await advance(duda, 'read');
    const body = await counted((counts) => counts.read === 2);

    expect(body.dispatch.counts).toEqual({
      waiting: 0,
      sent: 0,
      delivered: 1,
      read: 2,
      failed: 1,
      notSent: 0,
      insufficientCredits: 0,
      softBounce: 0,
      hardBounce: 0,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
      spam: 0,
    });
    expect(body.minutes).toEqual([
      { minute: minute(0).toISOString(), sent: 4, delivered: 0, read: 0, failed: 0 },
      { minute: minute(1).toISOString(), sent: 0, delivered: 2, read: 0, failed: 0 },
      { minute: minute(2).toISOString(), sent: 0, delivered: 0, read: 1, failed: 1 },
      { minute: minute(3).toISOString(), sent: 0, delivered: 1, read: 1, failed: 0 },
    ]);
    expect(body.errors).toEqual([{ code: '131026', count: 1 }]);
    expect(body.credits).toBe(4);

    const rows = await server.services.database.db
      .select()
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.dispatchId, id));
    const of = (phone: string) => rows.find((row) => row.phone === phone);
    expect(of(ana)).toMatchObject({
      state: 'read',
      deliveredAt: minute(1, 10),
      readAt: minute(2, 30),
      failedAt: null,
    });
    expect(of(caio)).toMatchObject({ state: 'failed', reason: '131026', failedAt: minute(2, 30) });
    // The export carries every moment.
    const exported = await gestor.request('GET', `/api/broadcast/dispatches/${id}/export`);
    const lines = String(exported.body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"name","phone","state","reason","sentAt","deliveredAt","readAt","failedAt"');
    expect(lines).toContain(
      `"Cliente 0","${ana}","read","","${of(ana)?.sentAt?.toISOString()}","${minute(1, 10).toISOString()}","${minute(2, 30).toISOString()}",""`,
    );
  });
});
