import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AnalyticsPage } from '../pages/AnalyticsPage.ts';
import { DashboardPage } from '../pages/DashboardPage.ts';
import { useBrowser } from '../support/useBrowser.ts';
import { useOwnServer } from '../support/useOwnServer.ts';

// A server of its own: the story writes conversations of today and yesterday into Prosa Demo.
const ownServer = useOwnServer();
const browser = useBrowser();

describe('analytics', () => {
  it('shows a manager the overview of the chosen period, matching the conversations, then the attendants', async () => {
    const { database } = ownServer().services;
    const [demo] = (
      await database.query<{ account_id: string; bot_id: string; attendant_id: string }>(
        `select b.account_id, b.id as bot_id, u.id as attendant_id from bots b
         join accounts a on a.id = b.account_id and a.name = 'Prosa Demo'
         join users u on u.email = 'atendente@prosa.demo' limit 1`,
      )
    ).rows;
    if (!demo) throw new Error('no demo account');
    // Today: two finished (answered by Aline, rated 5 and 3, NPS 10 and 8) and one abandoned;
    // yesterday: one.
    const local = (days: number, hour: number) =>
      `(date_trunc('day', now() at time zone 'America/Sao_Paulo') + interval '${days} day' + interval '${hour} hour') at time zone 'America/Sao_Paulo'`;
    const insert = async (createdAt: string, fields: string, values: string) => {
      const id = randomBytes(12).toString('hex');
      await database.query(
        `insert into conversations (id, account_id, bot_id, visitor_id, protocol, archived_at, created_at${fields})
         values ($1, $2, $3, $1, $1, now(), least(${createdAt}, now())${values})`,
        [id, demo.account_id, demo.bot_id],
      );
    };
    const answered = (rating: number, nps: number) =>
      `, 'finished', 'attended', '${demo.attendant_id}', ${rating}, ${nps}, now() - interval '20 minutes', now() - interval '18 minutes', now() - interval '10 minutes'`;
    const answeredFields =
      ', status, transshipment, attendant_id, satisfaction, nps, assigned_at, responded_at, finished_at';
    await insert(local(0, 0), answeredFields, answered(5, 10));
    await insert(local(0, 0), answeredFields, answered(3, 8));
    await insert(local(0, 0), ', status', `, 'abandoned'`);
    await insert(local(-1, 12), ', status', `, 'finished'`);
    // What the pages must show: a direct count over the conversations (the pages read the rollups).
    const count = async (fromDays: number, toDays: number) =>
      (
        await database.query<{ n: number; finished: number; nps: number }>(
          `select count(*)::int as n, count(*) filter (where status = 'finished')::int as finished,
             round(100.0 * (count(*) filter (where nps >= 9) - count(*) filter (where nps <= 6))
               / nullif(count(nps), 0))::int as nps
           from conversations
           where account_id = $1 and created_at >= ${local(fromDays, 0)} and created_at < ${local(toDays, 0)}`,
          [demo.account_id],
        )
      ).rows[0];

    const context = await browser.newContext({ baseURL: ownServer().url });
    const { page } = await DashboardPage.signIn(context, ownServer().url, 'gestor@prosa.demo');
    await page.getByRole('navigation').getByRole('link', { name: 'Estatísticas', exact: true }).click();
    const analytics = new AnalyticsPage(page);
    await analytics.period.waitFor();
    expect(await analytics.period.inputValue()).not.toBe('');

    await analytics.choosePreset('Hoje');
    await page.waitForURL(/preset=today/);
    const today = await count(0, 1);
    await expect.poll(() => analytics.card('Conversas').textContent()).toBe(String(today?.n));
    expect(await analytics.card('Finalizadas').textContent()).toBe(String(today?.finished));
    expect(await analytics.card('NPS').textContent()).toBe(String(today?.nps));
    await analytics.chart.waitFor();

    await analytics.choosePreset('Ontem');
    const yesterday = await count(-1, 0);
    await expect.poll(() => analytics.card('Conversas').textContent()).toBe(String(yesterday?.n));

    await analytics.choosePreset('Hoje');
    // The section links carry the period from the URL: openPage waits for the link of "today"
    // (clicked before React rendered it, the link still led to yesterday; CI runs did).
    await page.waitForURL(/preset=today/);
    await analytics.openPage('Atendentes');
    await page.waitForURL(/\/analytics\/attendant\?preset=today/);
    const row = analytics.table('Atendentes').getByRole('row').filter({ hasText: 'Aline Atendente' });
    // Two conversations, first response 2 min after assignment, handled for 10 min, rated 4 on
    // average; NPS: one promoter (10), one passive (8) of two answers.
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(['Aline Atendente', '2', '2', '0:02:00', '0:10:00', '4', '2', '50', '2']);
  });
});
