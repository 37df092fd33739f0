import type { Sandbox } from '@prosa/sandbox';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcastDispatches, broadcastRecipients, channels } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { creditBalance, setCredits } from '../credits/testing/setCredits.ts';
import { importPhoneList, numberedPeople } from './testing/importPhoneList.ts';
import { approvedBroadcastTemplate, startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

// Drafts, ready dispatches, sending them, the schedule's rules and duplicating (issue 18,
// scheduling; campaigns §4, §5, §8), on the sandbox's Cloud API fake.
describe('dispatch drafts, schedules and copies', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  let templateId: string;
  const phoneNumberId = `3${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  const outboundTo = (phone: string) =>
    sandbox.runtime.store
      .thread('cloud', phoneNumberId, phone)
      .filter((message) => message.direction === 'out');
  let sequence = 0;
  const phone = () => `55319${String(60_000_000 + sequence++ * 13).padStart(8, '0')}`;
  const importList = (phones: string[]) =>
    importPhoneList(gestor, 'Rascunho', numberedPeople('Pessoa', phones));
  const dispatchCount = async () =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(broadcastDispatches)
          .where(eq(broadcastDispatches.accountId, accountId))
      )[0]?.n,
    );
  const recipientsOf = async (dispatchId: string) =>
    Number(
      (
        await db()
          .select({ n: count() })
          .from(broadcastRecipients)
          .where(eq(broadcastRecipients.dispatchId, dispatchId))
      )[0]?.n,
    );
  const read = async (id: string) => (await gestor.get(`/api/broadcast/dispatches/${id}`)).body.dispatch;

  beforeAll(async () => {
    server = await startTestServer();
    ({ sandbox, accountId, channelId, gestor } = await startBroadcastSandbox(server, phoneNumberId));
    templateId = await approvedBroadcastTemplate(gestor, channelId, 'Olá {{1}}, temos novidades.');
    await setCredits(db(), accountId, 1000);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('saves a draft with a name and a list, edits it, makes it ready and sends it once, keeping its id', async () => {
    const [ana, bia] = [phone(), phone()];
    const listId = await importList([ana, bia]);
    const saved = await gestor.post('/api/broadcast/drafts', { name: 'Rascunho de Natal', listId });
    expect(saved.status).toBe(200);
    const id = saved.body.dispatch.id as string;
    expect(saved.body.dispatch).toMatchObject({
      status: 'draft',
      channelId: null,
      templateId: null,
      audience: { listId },
    });
    // Ready needs what a dispatch needs: a server, then a template.
    const noServer = await gestor.put(`/api/broadcast/dispatches/${id}`, {
      name: 'Rascunho',
      listId,
      ready: true,
    });
    expect([noServer.status, noServer.body.error.code]).toEqual([400, 'broadcast.serverRequired']);
    const noTemplate = await gestor.put(`/api/broadcast/dispatches/${id}`, {
      name: 'Rascunho',
      listId,
      channelId,
      ready: true,
    });
    expect([noTemplate.status, noTemplate.body.error.code]).toEqual([400, 'broadcast.templateRequired']);
    const noValue = await gestor.put(`/api/broadcast/dispatches/${id}`, {
      name: 'Rascunho',
      listId,
      channelId,
      templateId,
      ready: true,
    });
    expect([noValue.status, noValue.body.error.code]).toEqual([400, 'broadcast.variablesInvalid']);
    expect((await read(id)).status).toBe('draft');
    const edited = await gestor.put(`/api/broadcast/dispatches/${id}`, {
      name: 'Natal pronto',
      listId,
      channelId,
      templateId,
      variables: ['{name}'],
      ready: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dispatch).toMatchObject({
      id,
      name: 'Natal pronto',
      status: 'ready',
      variables: ['{name}'],
    });
    expect(await recipientsOf(id)).toBe(0);
    expect(outboundTo(ana)).toEqual([]);
    // Two sends at once (a double click, two tabs): one sends, the other is refused.
    const [first, second] = await Promise.all([
      gestor.post(`/api/broadcast/dispatches/${id}/send`),
      gestor.post(`/api/broadcast/dispatches/${id}/send`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect([first, second].find((answer) => answer.status === 409)?.body.error.code).toBe(
      'broadcast.dispatchNotEditable',
    );
    const sent = await until(async () => {
      const dispatch = await read(id);
      return dispatch.counts.waiting === 0 && dispatch.status !== 'processing' ? dispatch : null;
    });
    expect(sent.counts.sent + sent.counts.delivered + sent.counts.read).toBe(2);
    expect(await recipientsOf(id)).toBe(2);
    expect(outboundTo(ana)).toHaveLength(1);
    expect(outboundTo(bia)).toHaveLength(1);
    // A dispatch under way or sent is not a draft any more.
    const late = await gestor.put(`/api/broadcast/dispatches/${id}`, { name: 'Tarde', listId });
    expect([late.status, late.body.error.code]).toEqual([409, 'broadcast.dispatchNotEditable']);
    const again = await gestor.post(`/api/broadcast/dispatches/${id}/send`);
    expect([again.status, again.body.error.code]).toEqual([409, 'broadcast.dispatchNotEditable']);
    expect(outboundTo(ana)).toHaveLength(1);
  });

  it('sends a draft at its schedule', async () => {
    const only = phone();
    const listId = await importList([only]);
    const scheduleAt = new Date(Date.now() + 1500).toISOString();
    const saved = await gestor.post('/api/broadcast/drafts', {
      name: 'Agendado',
      listId,
      channelId,
      templateId,
      variables: ['amigo'],
      scheduleAt,
    });
    expect(saved.body.dispatch).toMatchObject({ status: 'draft', scheduleAt });
    const sent = await gestor.post(`/api/broadcast/dispatches/${saved.body.dispatch.id}/send`);
    expect(sent.body.dispatch).toMatchObject({ status: 'scheduled', scheduleAt });
    await until(async () => outboundTo(only).length === 1, { tries: 200, intervalMs: 50 });
    expect(new Date(outboundTo(only)[0]?.at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(scheduleAt).getTime() - 50,
    );
  });

  it('refuses bad drafts and schedules with the catalogue’s errors and stores nothing', async () => {
    const listId = await importList([phone()]);
    const before = await dispatchCount();
    const drafts: Array<[Record<string, unknown>, number, string]> = [
      [{ name: 'Sem lista', listId: undefined }, 400, 'broadcast.draftListRequired'],
      [{ name: '', listId }, 400, 'broadcast.dispatchNameRequired'],
      [{ listId }, 400, 'broadcast.dispatchNameRequired'],
      [{ name: 'x'.repeat(121), listId }, 400, 'broadcast.dispatchNameTooLong'],
      [{ name: 'Lista alheia', listId: 'lista-de-ninguem' }, 404, 'broadcast.listNotFound'],
      [{ name: 'Canal', listId, channelId: 'canal-de-ninguem' }, 404, 'broadcast.channelNotFound'],
      [{ name: 'Modelo', listId, templateId: 'modelo-de-ninguem' }, 404, 'broadcast.templateNotFound'],
      [{ name: 'Cron', listId, cron: '' }, 400, 'broadcast.cronInvalid'],
      [{ name: 'Data', listId, scheduleAt: 'amanhã' }, 400, 'broadcast.scheduleInvalid'],
    ];
    for (const [body, status, code] of drafts) {
      const answer = await gestor.post('/api/broadcast/drafts', body);
      expect([answer.status, answer.body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const base = { name: 'Regras', channelId, templateId, variables: ['x'], listId };
    const past = new Date(Date.now() - 10 * 60_000).toISOString();
    const dispatches: Array<[Record<string, unknown>, number, string]> = [
      [{ scheduleAt: past }, 400, 'broadcast.schedulePast'],
      [{ cron: '61 * * * *' }, 400, 'broadcast.cronInvalid'],
      [{ cron: '0 9 * * * *' }, 400, 'broadcast.cronInvalid'],
      [{ cron: '@daily' }, 400, 'broadcast.cronInvalid'],
      [
        { cron: '0 9 * * *', scheduleAt: new Date(Date.now() + 3_600_000).toISOString() },
        400,
        'broadcast.cronWithSchedule',
      ],
      [{ name: '   ' }, 400, 'broadcast.dispatchNameRequired'],
      [{ channelId: undefined }, 400, 'broadcast.serverRequired'],
      [{ templateId: undefined }, 400, 'broadcast.templateRequired'],
    ];
    for (const [overrides, status, code] of dispatches) {
      const answer = await gestor.post('/api/broadcast/dispatches', { ...base, ...overrides });
      expect([answer.status, answer.body.error?.code], JSON.stringify(overrides)).toEqual([status, code]);
    }
    // A draft saved ready is checked by the same rules.
    const ready = await gestor.post('/api/broadcast/drafts', { ...base, scheduleAt: past, ready: true });
    expect([ready.status, ready.body.error?.code]).toEqual([400, 'broadcast.schedulePast']);
    expect(await dispatchCount()).toBe(before);
    // Unknown dispatches answer not found.
    expect(
      (await gestor.put('/api/broadcast/dispatches/nenhum', { name: 'x', listId })).body.error.code,
    ).toBe('broadcast.dispatchNotFound');
    expect((await gestor.post('/api/broadcast/dispatches/nenhum/send')).status).toBe(404);
    expect((await gestor.post('/api/broadcast/dispatches/nenhum/duplicate')).status).toBe(404);
  });

  it('duplicates a dispatch as a draft, unless its template was deleted', async () => {
    const only = phone();
    const listId = await importList([only]);
    const ownTemplate = await approvedBroadcastTemplate(gestor, channelId, 'Promoção {{1}}.');
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Original',
      channelId,
      templateId: ownTemplate,
      variables: ['relâmpago'],
      listId,
      flowIndex: 3,
    });
    expect(created.status).toBe(200);
    const id = created.body.dispatch.id as string;
    await until(async () => (await read(id)).counts.waiting === 0);
    const copy = await gestor.post(`/api/broadcast/dispatches/${id}/duplicate`);
    expect(copy.status).toBe(200);
    expect(copy.body.dispatch).toMatchObject({
      name: 'Original',
      status: 'draft',
      channelId,
      templateId: ownTemplate,
      variables: ['relâmpago'],
      flowIndex: 3,
      audience: { listId },
      scheduleAt: null,
    });
    expect(copy.body.dispatch.id).not.toBe(id);
    expect(await recipientsOf(copy.body.dispatch.id)).toBe(0);
    // The copy is a draft like any other: it sends.
    expect((await gestor.post(`/api/broadcast/dispatches/${copy.body.dispatch.id}/send`)).status).toBe(200);
    await until(async () => outboundTo(only).length === 2);
    await until(async () => (await read(copy.body.dispatch.id)).counts.waiting === 0);
    expect((await gestor.delete(`/api/broadcast/templates/${ownTemplate}`)).status).toBe(200);
    const before = await dispatchCount();
    const refused = await gestor.post(`/api/broadcast/dispatches/${id}/duplicate`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'broadcast.duplicateTemplateDeleted']);
    expect(await dispatchCount()).toBe(before);
  });

  it('stops a sending dispatch: nothing more reaches the provider, the rest ends not sent, “stopped”, its credits given back', async () => {
    const fresh = await approvedBroadcastTemplate(gestor, channelId, 'Oi {{1}}, chegou a promoção.');
    const people = Array.from({ length: 30 }, () => phone());
    const listId = await importList(people);
    const sentCount = () => people.reduce((sum, person) => sum + outboundTo(person).length, 0);
    // Five a second, so the stop falls mid-way.
    const [channel] = await db()
      .select({ config: channels.config })
      .from(channels)
      .where(eq(channels.id, channelId));
    await db()
      .update(channels)
      .set({ config: { ...channel?.config, messagesPerSecond: '5' } })
      .where(eq(channels.id, channelId));
    try {
      const balance = await creditBalance(db(), accountId);
      const created = await gestor.post('/api/broadcast/dispatches', {
        name: 'Interrompido',
        channelId,
        templateId: fresh,
        variables: ['{name}'],
        listId,
      });
      expect(created.body.dispatch.status).toBe('processing');
      const id = created.body.dispatch.id as string;
      await until(async () => sentCount() >= 3, { tries: 200, intervalMs: 50 });
      const stopped = await gestor.post(`/api/broadcast/dispatches/${id}/stop`);
      expect(stopped.status).toBe(200);
      expect(stopped.body.dispatch.stoppedAt).toEqual(expect.any(String));
      const atStop = sentCount();
      const settled = await until(
        async () => {
          const dispatch = await read(id);
          return dispatch.counts.waiting === 0 && dispatch.status !== 'processing' ? dispatch : null;
        },
        { tries: 200, intervalMs: 50 },
      );
      // The stop is read every half second; within a second of it (five sends at this rate, on a
      // machine busy with the other test files), nothing more went.
      expect(sentCount()).toBeLessThanOrEqual(atStop + 5);
      const reached = sentCount();
      const { sent, delivered, read: seen, notSent } = settled.counts;
      expect(sent + delivered + seen).toBe(reached);
      expect(notSent).toBe(30 - reached);
      const reasons = await db()
        .selectDistinct({ reason: broadcastRecipients.reason })
        .from(broadcastRecipients)
        .where(and(eq(broadcastRecipients.dispatchId, id), eq(broadcastRecipients.state, 'notSent')));
      expect(reasons).toEqual([{ reason: 'stopped' }]);
      // The batch claimed all 30 and paid for them; the ones never sent were given back.
      expect(await creditBalance(db(), accountId)).toBe(balance - reached);
      const again = await gestor.post(`/api/broadcast/dispatches/${id}/stop`);
      expect([again.status, again.body.error.code]).toEqual([409, 'broadcast.dispatchNotStoppable']);
    } finally {
      await db()
        .update(channels)
        .set({ config: channel?.config ?? {} })
        .where(eq(channels.id, channelId));
    }
  });

  it('stops a scheduled and a recurring dispatch before they send; deletes only what was never sent', async () => {
    const fresh = await approvedBroadcastTemplate(gestor, channelId, 'Olá {{1}}, até amanhã.');
    const [ana, bia] = [phone(), phone()];
    const listId = await importList([ana, bia]);
    const later = await gestor.post('/api/broadcast/dispatches', {
      name: 'Amanhã',
      channelId,
      templateId: fresh,
      variables: ['{name}'],
      listId,
      scheduleAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.body.dispatch.status).toBe('scheduled');
    const stopped = await gestor.post(`/api/broadcast/dispatches/${later.body.dispatch.id}/stop`);
    expect(stopped.body.dispatch).toMatchObject({ status: 'notSent', counts: { waiting: 0, notSent: 2 } });

    const weekly = await gestor.post('/api/broadcast/drafts', {
      name: 'Toda segunda',
      listId,
      channelId,
      templateId: fresh,
      variables: ['{name}'],
      cron: '0 9 * * 1',
    });
    const recurring = await gestor.post(`/api/broadcast/dispatches/${weekly.body.dispatch.id}/send`);
    expect(recurring.body.dispatch).toMatchObject({ status: 'scheduled', nextRunAt: expect.any(String) });
    const ended = await gestor.post(`/api/broadcast/dispatches/${weekly.body.dispatch.id}/stop`);
    expect(ended.body.dispatch).toMatchObject({ nextRunAt: null, stoppedAt: expect.any(String) });
    expect(ended.body.dispatch.status).not.toBe('scheduled');
    expect(outboundTo(ana)).toHaveLength(0);

    const draft = await gestor.post('/api/broadcast/drafts', { name: 'Descartável', listId });
    const before = await dispatchCount();
    const deleted = await gestor.delete(`/api/broadcast/dispatches/${draft.body.dispatch.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { ok: true }]);
    expect(await dispatchCount()).toBe(before - 1);
    expect((await gestor.get(`/api/broadcast/dispatches/${draft.body.dispatch.id}`)).status).toBe(404);
    // A dispatch that went out (or was stopped) keeps its record.
    const kept = await gestor.delete(`/api/broadcast/dispatches/${later.body.dispatch.id}`);
    expect([kept.status, kept.body.error.code]).toEqual([409, 'broadcast.dispatchNotEditable']);
    const unknown = await gestor.delete('/api/broadcast/dispatches/de-ninguem');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'broadcast.dispatchNotFound']);
    expect(await dispatchCount()).toBe(before - 1);
  });
});
