import type { Sandbox } from '@prosa/sandbox';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, broadcastDispatches, broadcastTemplates } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { setCredits } from '../credits/testing/setCredits.ts';
import { runDueOccurrences } from './runDueOccurrences.ts';
import { importPhoneList, numberedPeople } from './testing/importPhoneList.ts';
import { approvedBroadcastTemplate, startBroadcastSandbox } from './testing/startBroadcastSandbox.ts';

const day = 24 * 3_600_000;

// Recurring dispatches (issue 18; campaigns §3 "static or recurring"): a cron read in the
// account's time zone; each occurrence sends one run, however many sweeps run it at once, and
// occurrences missed while nothing ran collapse into one. The sweeps are called with the
// occurrence's time rather than waiting for it.
describe('recurring dispatches', () => {
  let server: TestServer;
  let sandbox: Sandbox;
  let gestor: ApiClient;
  let accountId: string;
  let channelId: string;
  let templateId: string;
  let timeZone: string;
  const phoneNumberId = `4${Math.floor(Math.random() * 1e14)}`;
  const db = () => server.services.database.db;
  const outboundTo = (phone: string) =>
    sandbox.runtime.store
      .thread('cloud', phoneNumberId, phone)
      .filter((message) => message.direction === 'out');
  let sequence = 0;
  const phone = () => `55419${String(50_000_000 + sequence++ * 17).padStart(8, '0')}`;
  const importList = (phones: string[]) =>
    importPhoneList(gestor, 'Recorrente', numberedPeople('Pessoa', phones));
  const runsOf = (parentId: string) =>
    db()
      .select({ id: broadcastDispatches.id, occurrenceAt: broadcastDispatches.occurrenceAt })
      .from(broadcastDispatches)
      .where(eq(broadcastDispatches.parentId, parentId))
      .orderBy(asc(broadcastDispatches.occurrenceAt));
  const localTime = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));

  beforeAll(async () => {
    server = await startTestServer();
    ({ sandbox, accountId, channelId, gestor } = await startBroadcastSandbox(server, phoneNumberId));
    templateId = await approvedBroadcastTemplate(gestor, channelId, 'Bom dia {{1}}!');
    await setCredits(db(), accountId, 1000);
    const [account] = await db()
      .select({ timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    timeZone = account?.timeZone ?? '';
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await server?.close();
  });

  it('sends each occurrence once, in the account’s time zone, even with several sweeps at once', async () => {
    const [ana, bia] = [phone(), phone()];
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Bom dia diário',
      channelId,
      templateId,
      variables: ['{name}'],
      recipients: [
        { name: 'Ana', phone: ana },
        { name: 'Bia', phone: bia },
      ],
      cron: '0 9 * * *',
    });
    expect(created.status).toBe(200);
    const parent = created.body.dispatch;
    expect(parent).toMatchObject({ status: 'scheduled', cron: '0 9 * * *', counts: { waiting: 0 } });
    const first = new Date(parent.nextRunAt as string);
    expect(localTime(parent.nextRunAt)).toBe('09:00');
    expect(first.getTime()).toBeGreaterThan(Date.now());
    expect(first.getTime()).toBeLessThanOrEqual(Date.now() + day);

    // Before its time, nothing.
    await runDueOccurrences(server.services, new Date(first.getTime() - 1000));
    expect(await runsOf(parent.id)).toEqual([]);

    // At its time, three sweeps together (two processes and a retry): one run.
    await Promise.all([
      runDueOccurrences(server.services, first),
      runDueOccurrences(server.services, first),
      runDueOccurrences(server.services, new Date(first.getTime() + 30_000)),
    ]);
    const runs = await runsOf(parent.id);
    expect(runs.map((run) => run.occurrenceAt)).toEqual([first]);
    await until(async () => outboundTo(ana).length === 1 && outboundTo(bia).length === 1);
    expect(outboundTo(ana)[0]?.text).toBe('Bom dia Ana!');
    const after = (await gestor.get(`/api/broadcast/dispatches/${parent.id}`)).body.dispatch;
    expect(after).toMatchObject({ status: 'scheduled', parentId: null });
    expect(localTime(after.nextRunAt)).toBe('09:00');
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(first.getTime());
    const run = (await gestor.get(`/api/broadcast/dispatches/${runs[0]?.id}`)).body.dispatch;
    expect(run).toMatchObject({ parentId: parent.id, cron: null, name: 'Bom dia diário' });

    // The same occurrence swept again sends nothing more.
    await runDueOccurrences(server.services, first);
    expect(await runsOf(parent.id)).toHaveLength(1);

    // Three days without a sweep: one run for what was missed, then the next occurrence after now.
    const late = new Date(first.getTime() + 3 * day + 3_600_000);
    await runDueOccurrences(server.services, late);
    expect(await runsOf(parent.id)).toHaveLength(2);
    await until(async () => outboundTo(ana).length === 2 && outboundTo(bia).length === 2);
    const next = (await gestor.get(`/api/broadcast/dispatches/${parent.id}`)).body.dispatch
      .nextRunAt as string;
    expect(new Date(next).getTime()).toBeGreaterThan(late.getTime());
    expect(localTime(next)).toBe('09:00');

    // Edited, it is a draft again: the recurrence stops until it is sent anew.
    const edited = await gestor.put(`/api/broadcast/dispatches/${parent.id}`, {
      name: 'Bom dia pausado',
      listId: await importList([ana]),
      channelId,
      templateId,
      variables: ['{name}'],
      cron: '0 9 * * *',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.dispatch).toMatchObject({ status: 'draft', nextRunAt: null, cron: '0 9 * * *' });
    await runDueOccurrences(server.services, new Date(new Date(next).getTime() + day));
    expect(await runsOf(parent.id)).toHaveLength(2);
    const resent = await gestor.post(`/api/broadcast/dispatches/${parent.id}/send`);
    expect(resent.body.dispatch).toMatchObject({ status: 'scheduled', cron: '0 9 * * *' });
    expect(localTime(resent.body.dispatch.nextRunAt)).toBe('09:00');
    // Its earlier runs are still its own.
    expect(await runsOf(parent.id)).toHaveLength(2);
  });

  it('skips an occurrence that cannot be sent and counts it', async () => {
    const only = phone();
    const ownTemplate = await approvedBroadcastTemplate(gestor, channelId, 'Lembrete {{1}}.');
    const created = await gestor.post('/api/broadcast/dispatches', {
      name: 'Lembrete semanal',
      channelId,
      templateId: ownTemplate,
      variables: ['semanal'],
      recipients: [{ phone: only }],
      cron: '30 8 * * 1',
    });
    expect(created.status).toBe(200);
    const parent = created.body.dispatch;
    expect(
      new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(new Date(parent.nextRunAt)),
    ).toBe('Monday');
    // The provider paused the template since (a recurring dispatch's template cannot be deleted).
    await db()
      .update(broadcastTemplates)
      .set({ status: 'paused' })
      .where(eq(broadcastTemplates.id, ownTemplate));
    const at = new Date(parent.nextRunAt as string);
    await runDueOccurrences(server.services, at);
    expect(await runsOf(parent.id)).toEqual([]);
    const after = (await gestor.get(`/api/broadcast/dispatches/${parent.id}`)).body.dispatch;
    expect(new Date(after.nextRunAt).getTime()).toBe(at.getTime() + 7 * day);
    expect(outboundTo(only)).toEqual([]);
  });
});
