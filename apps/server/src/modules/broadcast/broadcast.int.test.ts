import { createSandbox, type Sandbox } from '@prosa/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  broadcastRecipients,
  broadcastTemplates,
  channelInboundReceipts,
  creditCharges,
  optOutRecords,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { openSandboxCloudNumber } from '../channels/testing/openSandboxCloudNumber.ts';
import { creditBalance, setCredits } from '../credits/testing/setCredits.ts';
import { accountIdOf } from '../live/testing/insertConversation.ts';
import { dispatchJobBudget } from './runDispatch.ts';
import { syncBroadcastTemplates } from './syncBroadcastTemplates.ts';
import { importPhoneList } from './testing/importPhoneList.ts';

// Broadcast templates and dispatches (issue 18) on a WhatsApp Cloud channel whose provider is the
// sandbox's Cloud API fake: a template is submitted and approved by the fake's webhook; a dispatch
// reaches the fake once per recipient, charged, with its statuses counted.
describe('broadcast templates and dispatches', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let attendant: ApiClient;
  let accountId: string;
  let channelId: string;
  const phoneNumberId = `1${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  const outboundTo = (phone: string) =>
    sandbox.runtime.store
      .thread('cloud', phoneNumberId, phone)
      .filter((message) => message.direction === 'out');
  let sequence = 0;
  const phones = (count: number) =>
    Array.from({ length: count }, () => `55119${String(70_000_000 + sequence++ * 7).padStart(8, '0')}`);
  const templateName = () =>
    `oferta_${newToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
  const createTemplate = (overrides: Record<string, unknown> = {}) =>
    gestor.post('/api/broadcast/templates', {
      channelId,
      name: templateName(),
      category: 'marketing',
      language: 'pt_BR',
      body: 'Olá {{1}}, sua oferta {{2}} chegou.',
      ...overrides,
    });
  const approvedTemplate = async () => {
    const created = await createTemplate();
    expect(created.status).toBe(200);
    const id = created.body.template.id as string;
    await until(
      async () => (await gestor.get(`/api/broadcast/templates/${id}`)).body.template.status === 'approved',
    );
    return id;
  };
  const settled = (id: string) =>
    until(
      async () => {
        const { dispatch } = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body;
        return dispatch.counts.waiting === 0 && dispatch.status !== 'processing' ? dispatch : null;
      },
      { tries: 400, intervalMs: 50 },
    );

  beforeAll(async () => {
    server = await startTestServer();
    sandbox = createSandbox({ statusDelayMs: 5 });
    await sandbox.start();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    const { channel } = await openSandboxCloudNumber(db(), server.services.secretKey, sandbox, {
      accountId,
      phoneNumberId,
      secrets: { accessToken: newToken(24), appSecret: newToken(24), verifyToken: newToken(12) },
      webhookBaseUrl: server.url,
      phones: [],
    });
    channelId = channel.id;
    gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('submits a WhatsApp template to the provider, which approves it by webhook', async () => {
    const name = templateName();
    const created = await createTemplate({ name, tags: ['natal'], observations: 'Campanha de Natal' });
    expect(created.status).toBe(200);
    expect(created.body.template).toMatchObject({ status: 'pending', name, variables: 2, tags: ['natal'] });
    const id = created.body.template.id as string;
    const approved = await until(async () => {
      const { template } = (await gestor.get(`/api/broadcast/templates/${id}`)).body;
      return template.status === 'approved' ? template : null;
    });
    expect(approved).toMatchObject({
      name,
      category: 'marketing',
      language: 'pt_BR',
      author: 'Gustavo Gestor',
    });
    // The periodic sync reads the provider's list: the template is there, approved.
    await syncBroadcastTemplates(server.services);
    expect((await gestor.get(`/api/broadcast/templates/${id}`)).body.template.status).toBe('approved');
    expect(
      (await gestor.get('/api/broadcast/templates')).body.templates.map((t: { id: string }) => t.id),
    ).toContain(id);
    // The provider refuses a name and language it already has; deleting frees ours.
    const again = await createTemplate({ name });
    expect([again.status, again.body.error.code]).toEqual([409, 'broadcast.templateNameTaken']);
    expect((await gestor.delete(`/api/broadcast/templates/${id}`)).body).toEqual({ ok: true });
    expect((await gestor.get(`/api/broadcast/templates/${id}`)).body.error.code).toBe(
      'broadcast.templateNotFound',
    );
    expect((await gestor.delete(`/api/broadcast/templates/${id}`)).status).toBe(404);
    const atProvider = await createTemplate({ name });
    expect([atProvider.status, atProvider.body.error.code]).toEqual([502, 'broadcast.templateCompileFailed']);
  });

  it('refuses bad templates with the catalogue’s errors, and lets only senders create them', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '' }, 400, 'broadcast.templateNameRequired'],
      [{ name: 'Oferta Natal' }, 400, 'broadcast.templateNameInvalid'],
      [{ category: 'promo' }, 400, 'broadcast.templateCategoryInvalid'],
      [{ language: 'portuguese' }, 400, 'broadcast.templateLanguageInvalid'],
      [{ body: '   ' }, 400, 'broadcast.templateBodyRequired'],
      [{ body: 'x'.repeat(1025) }, 400, 'broadcast.templateBodyTooLong'],
      [{ body: 'Olá {{2}}, tudo bem?' }, 400, 'broadcast.templateVariablesInvalid'],
      [{ body: '{{1}}, tudo bem?' }, 400, 'broadcast.templateVariablesInvalid'],
      [{ body: 'Olá {{nome}}, tudo bem?' }, 400, 'broadcast.templateVariablesInvalid'],
      [{ channelId: newId() }, 404, 'broadcast.channelNotFound'],
      [{ channelId: undefined }, 400, 'broadcast.channelRequired'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await createTemplate(overrides);
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    expect((await attendant.post('/api/broadcast/templates', {})).status).toBe(403);
    // Viewing broadcast is for managers and up by default (broadcast.view).
    expect((await attendant.get('/api/broadcast/templates')).status).toBe(403);
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    const ours = (await gestor.get('/api/broadcast/templates')).body.templates[0]?.id;
    expect((await outra.get(`/api/broadcast/templates/${ours}`)).status).toBe(404);
    expect(
      (
        await outra.post('/api/broadcast/templates', {
          channelId,
          name: 'x',
          category: 'utility',
          language: 'pt_BR',
          body: 'Oi',
        })
      ).body.error.code,
    ).toBe('broadcast.channelNotFound');
  });

  it('sends a dispatch to each recipient once, charged, skipping the opted-out, and counts their statuses', async () => {
    const templateId = await approvedTemplate();
    await setCredits(db(), accountId, 1000);
    const audience = phones(30);
    const [optedOut = ''] = audience;
    await db().insert(optOutRecords).values({
      id: newId(),
      accountId,
      channel: 'whatsapp',
      number: optedOut,
      condition: 'optOut',
      source: 'manual',
    });
    const recipients = [
      ...audience.map((phone, index) => ({ name: `Cliente ${index}`, phone: `+${phone}` })),
      // The same number written another way is the same recipient.
      { name: 'Repetido', phone: audience[1] ?? '' },
    ];
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Natal',
      channelId,
      templateId,
      variables: ['{name}', 'NATAL10'],
      recipients,
    });
    expect(created.status).toBe(200);
    expect(created.body.dispatch).toMatchObject({ status: 'processing' });
    const id = created.body.dispatch.id as string;
    const dispatch = await settled(id);
    await until(async () => {
      const { counts } = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;
      return counts.delivered === 29;
    });
    const final = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;
    expect(final).toMatchObject({
      status: 'delivered',
      counts: { waiting: 0, sent: 0, delivered: 29, read: 0, failed: 0, notSent: 1, insufficientCredits: 0 },
    });
    expect(dispatch.id).toBe(id);
    // Its statuses were applied as they came, with no receipt each to record, process and mark
    // (applySinkProgress).
    const receipts = await db()
      .select({ key: channelInboundReceipts.providerMessageId })
      .from(channelInboundReceipts)
      .where(eq(channelInboundReceipts.channelId, channelId));
    expect(receipts.filter(({ key }) => /^(sent|delivered):/.test(key))).toEqual([]);
    expect(outboundTo(optedOut)).toEqual([]);
    for (const [index, phone] of audience.entries()) {
      if (phone === optedOut) continue;
      const received = outboundTo(phone);
      expect(received).toHaveLength(1);
      expect(received[0]?.text).toBe(`Olá Cliente ${index}, sua oferta NATAL10 chegou.`);
    }
    const rows = await db().select().from(broadcastRecipients).where(eq(broadcastRecipients.dispatchId, id));
    expect(rows.find((row) => row.phone === optedOut)).toMatchObject({
      state: 'notSent',
      reason: 'optedOut',
    });
    const charges = await db().select().from(creditCharges).where(eq(creditCharges.accountId, accountId));
    expect(charges.filter((charge) => charge.idempotencyKey.startsWith(`dispatch:${id}:`))).toHaveLength(29);
    expect(await creditBalance(db(), accountId)).toBe(1000 - 29);
    expect((await gestor.get('/api/broadcast/dispatches')).body.dispatches[0]).toMatchObject({
      id,
      name: 'Natal',
    });
    // A template a dispatch sends cannot be deleted while it sends; this one is done.
    expect((await gestor.delete(`/api/broadcast/templates/${templateId}`)).status).toBe(200);
  });

  it('hands a dispatch from job to job, a sequel after each batch, sending each recipient once to the end', async () => {
    const templateId = await approvedTemplate();
    await setCredits(db(), accountId, 1000);
    const audience = phones(400);
    // A job hands over after each batch (160 at the default 80 msg/s): three jobs in all.
    const budgetMs = dispatchJobBudget.ms;
    dispatchJobBudget.ms = 200;
    try {
      const created = await gestor.post('/api/broadcast/dispatches', {
        name: 'Revezamento',
        channelId,
        templateId,
        variables: ['{name}', 'X'],
        recipients: audience.map((phone, index) => ({ name: `Cliente ${index}`, phone })),
      });
      expect(created.status).toBe(200);
      const dispatch = await settled(created.body.dispatch.id as string);
      expect(dispatch.counts).toMatchObject({ waiting: 0, failed: 0, notSent: 0, insufficientCredits: 0 });
      for (const phone of audience) expect(outboundTo(phone)).toHaveLength(1);
      expect(await creditBalance(db(), accountId)).toBe(1000 - 400);
    } finally {
      dispatchJobBudget.ms = budgetMs;
    }
  });

  it('sends a dispatch to the phones of an imported list, each once', async () => {
    const templateId = await approvedTemplate();
    await setCredits(db(), accountId, 1000);
    const [first = '', second = ''] = phones(2);
    const listId = await importPhoneList(gestor, 'Lista do disparo', [
      { name: 'Lia', phone: first },
      { name: 'Rui', phone: second },
      { name: 'Lia de novo', phone: `+${first}` },
    ]);
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Da lista',
      channelId,
      templateId,
      variables: ['{name}', 'LISTA'],
      listId,
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    await until(async () => {
      const { counts } = (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;
      return counts.delivered === 2;
    });
    expect(outboundTo(first).map((message) => message.text)).toEqual(['Olá Lia, sua oferta LISTA chegou.']);
    expect(outboundTo(second).map((message) => message.text)).toEqual(['Olá Rui, sua oferta LISTA chegou.']);
  });

  it('ends every recipient “insufficient credits” when the account has none, sending nothing', async () => {
    const templateId = await approvedTemplate();
    await setCredits(db(), accountId, 0);
    const audience = phones(3);
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Sem créditos',
      channelId,
      templateId,
      variables: ['Ana', 'X'],
      recipients: audience.map((phone) => ({ name: 'Ana', phone })),
    });
    const dispatch = await settled(created.body.dispatch.id);
    expect(dispatch).toMatchObject({
      status: 'insufficientCredits',
      counts: { insufficientCredits: 3, sent: 0 },
    });
    for (const phone of audience) expect(outboundTo(phone)).toEqual([]);
  });

  it('slows down on the provider’s rate limit without dropping anyone, and ends permanent refusals with their code', async () => {
    await setCredits(db(), accountId, 1000);
    // A cap above the fake's 80 msg/s tier: the fake answers 130429 to the excess.
    const fast = await openSandboxCloudNumber(db(), server.services.secretKey, sandbox, {
      accountId,
      phoneNumberId: `2${Math.floor(Math.random() * 1e14)}`,
      secrets: { accessToken: newToken(24), appSecret: newToken(24), verifyToken: newToken(12) },
      webhookBaseUrl: server.url,
      phones: [],
      config: { messagesPerSecond: '400' },
    });
    const fastNumber = fast.channel.config.phoneNumberId ?? '';
    const insertApproved = async (channelId: string, name: string, body: string) => {
      const id = newId();
      await db().insert(broadcastTemplates).values({
        id,
        accountId,
        channelId,
        name,
        category: 'utility',
        language: 'en_US',
        body,
        status: 'approved',
      });
      return id;
    };
    // The fake's seeded hello_world; and one approved here that the provider does not have (132001).
    const known = await insertApproved(fast.channel.id, 'hello_world', 'Welcome!');
    const unknown = await insertApproved(fast.channel.id, 'sumiu_no_provedor', 'Oi!');
    const audience = phones(240);
    const burst = await gestor.post('/api/broadcast/dispatches', {
      name: 'Rajada',
      channelId: fast.channel.id,
      templateId: known,
      recipients: audience.map((phone) => ({ name: 'Ana', phone })),
    });
    const missing = await gestor.post('/api/broadcast/dispatches', {
      name: 'Modelo ausente',
      channelId: fast.channel.id,
      templateId: unknown,
      recipients: phones(2).map((phone) => ({ name: 'Ana', phone })),
    });
    const sent = await settled(burst.body.dispatch.id);
    expect(sent.counts).toMatchObject({ waiting: 0, failed: 0 });
    for (const phone of audience)
      expect(
        sandbox.runtime.store
          .thread('cloud', fastNumber, phone)
          .filter((message) => message.direction === 'out'),
      ).toHaveLength(1);
    const refused = await settled(missing.body.dispatch.id);
    expect(refused).toMatchObject({ status: 'error', counts: { failed: 2 } });
    const rows = await db()
      .select()
      .from(broadcastRecipients)
      .where(eq(broadcastRecipients.dispatchId, missing.body.dispatch.id));
    expect(rows.map((row) => row.reason)).toEqual(['132001', '132001']);
  });

  it('schedules a dispatch for later', async () => {
    const templateId = await approvedTemplate();
    await setCredits(db(), accountId, 10);
    const [phone = ''] = phones(1);
    const scheduleAt = new Date(Date.now() + 1500).toISOString();
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Agendado',
      channelId,
      templateId,
      variables: ['Ana', 'X'],
      recipients: [{ name: 'Ana', phone }],
      scheduleAt,
    });
    expect(created.body.dispatch).toMatchObject({ status: 'scheduled', counts: { waiting: 1 } });
    expect(outboundTo(phone)).toEqual([]);
    const dispatch = await settled(created.body.dispatch.id);
    expect(dispatch.counts.waiting).toBe(0);
    expect(outboundTo(phone)).toHaveLength(1);
  });

  it('refuses bad dispatches with the catalogue’s errors', async () => {
    const templateId = await approvedTemplate();
    // One still under the provider's review.
    const pending = newId();
    await db().insert(broadcastTemplates).values({
      id: pending,
      accountId,
      channelId,
      name: templateName(),
      category: 'utility',
      language: 'pt_BR',
      body: 'Oi {{1}}!',
      status: 'pending',
    });
    const base = {
      name: 'Teste',
      channelId,
      templateId,
      variables: ['a', 'b'],
      recipients: [{ name: 'A', phone: '5511987654321' }],
    };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ name: '' }, 400, 'broadcast.dispatchNameRequired'],
      [{ name: 'x'.repeat(121) }, 400, 'broadcast.dispatchNameTooLong'],
      [{ channelId: '' }, 400, 'broadcast.serverRequired'],
      [{ templateId: '' }, 400, 'broadcast.templateRequired'],
      [{ recipients: [] }, 400, 'broadcast.audienceRequired'],
      [{ recipients: undefined, listId: 'lista-1' }, 404, 'broadcast.listNotFound'],
      [{ recipients: [{ name: 'A', phone: '11 98765' }] }, 400, 'broadcast.phoneInvalid'],
      [{ variables: ['a'] }, 400, 'broadcast.variablesInvalid'],
      [{ variables: ['a', ' '] }, 400, 'broadcast.variablesInvalid'],
      [{ scheduleAt: 'amanhã' }, 400, 'broadcast.scheduleInvalid'],
      [{ templateId: newId() }, 404, 'broadcast.templateNotFound'],
      [{ templateId: pending, variables: ['a'] }, 409, 'broadcast.templateNotApproved'],
      [{ channelId: newId() }, 404, 'broadcast.channelNotFound'],
    ];
    for (const [overrides, status, code] of cases) {
      const answer = await gestor.post('/api/broadcast/dispatches', { ...base, ...overrides });
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    expect((await gestor.get(`/api/broadcast/dispatches/${newId()}`)).body.error.code).toBe(
      'broadcast.dispatchNotFound',
    );
    expect((await attendant.post('/api/broadcast/dispatches', base)).status).toBe(403);
    const outra = (await signIn(server.url, 'admin@outra.demo')).client;
    const ours = (await gestor.get('/api/broadcast/dispatches')).body.dispatches[0]?.id;
    expect((await outra.get(`/api/broadcast/dispatches/${ours}`)).status).toBe(404);
  });
});
