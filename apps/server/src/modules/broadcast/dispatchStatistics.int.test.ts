import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import {
  broadcastDispatches,
  broadcastRecipients,
  broadcastTemplates,
  channels,
  creditCharges,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { dispatchChargeKey } from './dispatchChargeKey.ts';

// A dispatch's statistics and its recipients' export (issue 18): a finished dispatch written
// straight to the database, its recipients' moments across three minutes and ended in every state
// (dispatchStatisticsMinutes.int.test.ts writes the moments through the provider's statuses).
describe('dispatch statistics and export', () => {
  let server: TestServer;
  let gestor: ApiClient;
  let dispatchId: string;
  const db = () => server.services.database.db;
  const minute = (n: number, second = 0) => new Date(Date.UTC(2026, 10, 27, 9, n, second));

  beforeAll(async () => {
    server = await startTestServer();
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const channelId = newId();
    await db()
      .insert(channels)
      .values({
        id: channelId,
        accountId,
        type: 'whatsapp',
        provider: 'cloud',
        name: 'WhatsApp Estatísticas',
        sealedSecrets: 'unused',
        instanceId: `stats-${channelId}`,
      });
    const templateId = newId();
    await db().insert(broadcastTemplates).values({
      id: templateId,
      accountId,
      channelId,
      name: 'estatisticas',
      category: 'utility',
      language: 'pt_BR',
      body: 'Olá {{1}}',
      status: 'approved',
    });
    dispatchId = newId();
    await db()
      .insert(broadcastDispatches)
      .values({ id: dispatchId, accountId, channelId, templateId, name: 'Estatísticas', status: 'sent' });
    // name, phone, state, reason, and when it was sent, delivered, read, failed.
    type Moments = [Date | null, Date | null, Date | null, Date | null];
    const recipients: Array<[string, string, string, string | null, Moments]> = [
      ['Ana', '5511900000001', 'read', null, [minute(1, 5), minute(2, 10), minute(3), null]],
      ['Bia', '5511900000002', 'delivered', null, [minute(1, 40), minute(1, 50), null, null]],
      ['Caio', '5511900000003', 'failed', '131026', [minute(1, 59), null, null, minute(2, 30)]],
      ['Duda', '5511900000004', 'sent', null, [minute(2, 1), null, null, null]],
      ['Eva', '5511900000005', 'failed', '131026', [null, null, null, minute(1, 20)]],
      ['=HYPERLINK("x")', '5511900000006', 'notSent', 'optedOut', [null, null, null, null]],
      ['Gil', '5511900000007', 'insufficientCredits', '1003', [null, null, null, null]],
    ];
    const rows = recipients.map(([name, phone, state, reason, [sentAt, deliveredAt, readAt, failedAt]]) => ({
      id: newId(),
      dispatchId,
      accountId,
      channelId,
      name,
      phone,
      state: state as 'sent',
      reason,
      sentAt,
      deliveredAt,
      readAt,
      failedAt,
    }));
    await db().insert(broadcastRecipients).values(rows);
    // One credit for each recipient sent or failed at the provider; a charge of something else is
    // not the dispatch's.
    const charged = rows.filter((row) => !['notSent', 'insufficientCredits'].includes(row.state));
    await db()
      .insert(creditCharges)
      .values([
        ...charged.map((row) => ({
          id: newId(),
          accountId,
          idempotencyKey: dispatchChargeKey(dispatchId, row.id),
          kind: 'whatsappTemplate' as const,
          units: 1,
          credits: 1,
          month: '2026-11',
          createdAt: minute(1),
        })),
        {
          id: newId(),
          accountId,
          idempotencyKey: `other:${newId()}`,
          kind: 'whatsappTemplate' as const,
          units: 1,
          credits: 7,
          month: '2026-11',
          createdAt: minute(1),
        },
      ]);
  }, 120_000);
  afterAll(() => server?.close());

  it('counts each minute’s sends, deliveries, reads and failures, the endings by code, and the credits charged', async () => {
    const answer = await gestor.get(`/api/broadcast/dispatches/${dispatchId}/statistics`);
    expect(answer.status).toBe(200);
    expect(answer.body.dispatch).toMatchObject({
      id: dispatchId,
      status: 'sent',
      counts: { waiting: 0, sent: 1, delivered: 1, read: 1, failed: 2, notSent: 1, insufficientCredits: 1 },
    });
    expect(answer.body.minutes).toEqual([
      { minute: minute(1).toISOString(), sent: 3, delivered: 1, read: 0, failed: 1 },
      { minute: minute(2).toISOString(), sent: 1, delivered: 1, read: 0, failed: 1 },
      { minute: minute(3).toISOString(), sent: 0, delivered: 0, read: 1, failed: 0 },
    ]);
    expect(answer.body.errors).toEqual([
      { code: '131026', count: 2 },
      { code: '1003', count: 1 },
      { code: 'optedOut', count: 1 },
    ]);
    expect(answer.body.credits).toBe(5);
  });

  it('exports every recipient as CSV with formula-safe cells', async () => {
    const answer = await gestor.request('GET', `/api/broadcast/dispatches/${dispatchId}/export`);
    expect(answer.status).toBe(200);
    const lines = String(answer.body)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"name","phone","state","reason","sentAt","deliveredAt","readAt","failedAt"');
    expect(lines).toHaveLength(8);
    expect(lines).toContain(
      `"Ana","5511900000001","read","","${[minute(1, 5), minute(2, 10), minute(3)].map((at) => at.toISOString()).join('","')}",""`,
    );
    expect(lines).toContain(
      `"Eva","5511900000005","failed","131026","","","","${minute(1, 20).toISOString()}"`,
    );
    expect(lines).toContain(`"'=HYPERLINK(""x"")","5511900000006","notSent","optedOut","","","",""`);
  });

  it('answers another account’s dispatch as not found, and only to who views broadcasts', async () => {
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    for (const path of ['statistics', 'export']) {
      const answer = await outra.get(`/api/broadcast/dispatches/${dispatchId}/${path}`);
      expect([answer.status, answer.body.error?.code]).toEqual([404, 'broadcast.dispatchNotFound']);
      expect((await gestor.get(`/api/broadcast/dispatches/${newId()}/${path}`)).status).toBe(404);
    }
    const attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    expect((await attendant.get(`/api/broadcast/dispatches/${dispatchId}/statistics`)).status).toBe(403);
    expect((await attendant.get(`/api/broadcast/dispatches/${dispatchId}/export`)).status).toBe(403);
  });
});
