import { smsSegments } from '@prosa/domain';
import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  broadcastDispatches,
  broadcastRecipients,
  creditCharges,
  optOutRecords,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { adapterFor, toAdapterChannel } from '../channels/index.ts';
import { insertChannel } from '../channels/testing/insertChannel.ts';
import { creditBalance, setCredits } from '../credits/testing/setCredits.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { enqueueDispatch } from './enqueueDispatch.ts';

// SMS dispatches (issue 18) through the generic gateway provider, whose sandbox fake takes the
// messages over HTTP and sends their statuses back to Prosa's webhook: each recipient's text with
// its values, charged 1 credit per segment once, opted-out numbers skipped, and a dispatch the
// account cannot pay refused with "not enough SMS credits".
describe('SMS dispatches', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  const sender = `2${Math.floor(Math.random() * 1e4)}`;
  const db = () => server.services.database.db;
  let sequence = 0;
  const phones = (count: number) =>
    Array.from({ length: count }, () => `55219${String(60_000_000 + sequence++ * 11).padStart(8, '0')}`);
  const receivedBy = (phone: string) =>
    sandbox.runtime.store
      .thread('smsGateway', sender, phone)
      .filter((message) => message.direction === 'out')
      .map((message) => message.text);
  const smsTemplate = async (body: string) => {
    const created = await gestor.post('/api/broadcast/templates', {
      channelId,
      name: `sms ${newToken(6)}`,
      category: 'marketing',
      language: 'pt_BR',
      body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.template.status).toBe('approved');
    return created.body.template.id as string;
  };
  const countsOf = async (id: string) => (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;

  beforeAll(async () => {
    server = await startTestServer();
    sandbox = createSandbox({ statusDelayMs: 5 });
    await sandbox.start();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    const row = await insertChannel(db(), server.services.secretKey, {
      accountId,
      type: 'sms',
      provider: 'http',
      instanceId: sender,
      config: {
        urlTemplate: `${sandbox.url}/sms-gateway/send?to={to}&from={from}&ref={id}`,
        method: 'POST',
        authHeader: 'X-Api-Key',
        from: sender,
        idField: 'id',
        statusField: 'status',
        statusMap: 'ENVIADA=sent,ENTREGUE=delivered,NAO_ENTREGUE=failed',
      },
      secrets: { authValue: `key-${newToken(8)}` },
    });
    channelId = row.id;
    const channel = toAdapterChannel(row, server.services.secretKey, server.url);
    const registered = await fetch(`${sandbox.url}/_sandbox/numbers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        provider: 'smsGateway',
        instanceId: sender,
        webhookUrl: adapterFor('sms', 'http')?.providerWebhookUrl?.(channel),
        secrets: channel.secrets,
        config: { authHeader: 'X-Api-Key', channel: 'sms' },
      }),
    });
    expect(registered.status).toBe(204);
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('sends each recipient its text once, charged once per segment, skipping the opted-out', async () => {
    // 174 GSM-7 characters once filled: 2 segments each.
    const templateId = await smsTemplate(`Oi {{1}}, ${'a'.repeat(150)} cupom {{2}} ok`);
    await setCredits(db(), accountId, 100);
    const audience = phones(4);
    const [optedOut = ''] = audience;
    await db().insert(optOutRecords).values({
      id: newId(),
      accountId,
      channel: 'sms',
      number: optedOut,
      condition: 'optOut',
      source: 'keyword',
    });
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'SMS de Natal',
      channelId,
      templateId,
      variables: ['{name}', 'NATAL'],
      recipients: audience.map((phone, index) => ({ name: `Ana${index}`, phone })),
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    const done = await until(async () => {
      const dispatch = await countsOf(id);
      return dispatch.counts.delivered === 3 && dispatch;
    });
    expect(done.counts).toMatchObject({
      waiting: 0,
      delivered: 3,
      notSent: 1,
      failed: 0,
      insufficientCredits: 0,
    });
    expect(receivedBy(optedOut)).toEqual([]);
    for (const [index, phone] of audience.entries()) {
      if (phone === optedOut) continue;
      const text = `Oi Ana${index}, ${'a'.repeat(150)} cupom NATAL ok`;
      expect(smsSegments(text).segments).toBe(2);
      expect(receivedBy(phone)).toEqual([text]);
    }
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(like(creditCharges.idempotencyKey, `dispatch:${id}:%`));
    expect(charges.map((charge) => [charge.kind, charge.units])).toEqual([
      ['sms', 2],
      ['sms', 2],
      ['sms', 2],
    ]);
    expect(await creditBalance(db(), accountId)).toBe(100 - 6);
    expect((await gestor.get(`/api/broadcast/dispatches/${id}/statistics`)).body.credits).toBe(6);
  });

  it('refuses a dispatch the account cannot pay with “not enough SMS credits”, storing nothing', async () => {
    const templateId = await smsTemplate(`Promoção {{1}} ${'é'.repeat(70)}`);
    // UCS-2: 80 characters are 2 segments; 3 recipients need 6 credits.
    await setCredits(db(), accountId, 5);
    const before = await db().select({ id: broadcastDispatches.id }).from(broadcastDispatches);
    const refused = await gestor.post('/api/broadcast/dispatches', {
      name: 'Sem saldo',
      channelId,
      templateId,
      variables: ['X'],
      recipients: phones(3).map((phone) => ({ phone })),
    });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'credits.notEnoughSms']);
    expect(await db().select({ id: broadcastDispatches.id }).from(broadcastDispatches)).toHaveLength(
      before.length,
    );
    expect(await creditBalance(db(), accountId)).toBe(5);
  });

  it('ends a recipient “insufficient credits” when the credits went meanwhile, sending it nothing', async () => {
    const templateId = await smsTemplate('Olá {{1}}, até logo');
    await setCredits(db(), accountId, 1);
    const [phone = ''] = phones(1);
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Agendado',
      channelId,
      templateId,
      variables: ['{name}'],
      recipients: [{ name: 'Rui', phone }],
      scheduleAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    await setCredits(db(), accountId, 0);
    await db()
      .update(broadcastDispatches)
      .set({ scheduleAt: new Date() })
      .where(eq(broadcastDispatches.id, id));
    await db()
      .update(broadcastRecipients)
      .set({ nextAttemptAt: new Date() })
      .where(eq(broadcastRecipients.dispatchId, id));
    await enqueueDispatch(server.services, id, null);
    const done = await until(async () => {
      const dispatch = await countsOf(id);
      // The recipient ends in the claim; the dispatch settles when its run sees nothing left.
      return dispatch.counts.insufficientCredits === 1 && dispatch.status !== 'processing' && dispatch;
    });
    expect(done.status).toBe('insufficientCredits');
    expect(receivedBy(phone)).toEqual([]);
  });

  it('refuses bad input with catalogue errors and no 500', async () => {
    const templateId = await smsTemplate('Oi {{1}}, tudo bem?');
    await setCredits(db(), accountId, 100);
    const base = { name: 'Ruim', channelId, templateId, variables: ['x'] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ recipients: [{ phone: '123' }] }, 400, 'broadcast.phoneInvalid'],
      [{ recipients: [{ email: 'ana@exemplo.com' }] }, 400, 'broadcast.phoneInvalid'],
      [{ recipients: [{ phone: '5511987654321' }], variables: [] }, 400, 'broadcast.variablesInvalid'],
      [{ recipients: [{ phone: '5511987654321' }], channelId: newId() }, 404, 'broadcast.channelNotFound'],
      [{ recipients: [] }, 400, 'broadcast.audienceRequired'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await gestor.post('/api/broadcast/dispatches', { ...base, ...overrides });
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
  });
});
