import { wallClock, zonedInstant } from '@prosa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { accounts, bots, users } from '../../db/schema/index.ts';
import { findDemoBot } from '../../testing/findDemoBot.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

// The analytics pages' API over conversations written straight into the demo account: the numbers
// follow the rows (through the rollups), in the account's calendar, for the levels allowed.
describe('analytics API', () => {
  let server: TestServer;
  let accountId: string;
  let botId: string;
  let attendantId: string;
  const timeZone = 'America/Sao_Paulo';
  const query = (text: string, values: unknown[]) => server.services.database.query(text, values);

  // A conversation created `minutes` after local midnight of the day `days` from today.
  const localTime = (days: number, minutes: number) =>
    zonedInstant(timeZone, wallClock(new Date(), timeZone), minutes, days).toISOString();
  async function conversation(createdAt: string, fields: Record<string, unknown> = {}, inAccount?: string) {
    const id = newId();
    const columns = {
      status: 'finished',
      transshipment: null,
      attendant_id: null,
      satisfaction: null,
      ...fields,
    };
    const names = Object.keys(columns);
    await query(
      `insert into conversations (id, account_id, bot_id, visitor_id, protocol, created_at, archived_at, ${names.join(', ')})
       values ($1, $2, $3, $1, $1, $4, now(), ${names.map((_, index) => `$${index + 5}`).join(', ')})`,
      [id, inAccount ?? accountId, botId, createdAt, ...Object.values(columns)],
    );
    return id;
  }

  beforeAll(async () => {
    server = await startTestServer();
    const bot = await findDemoBot(server.services.database.db);
    botId = bot.id;
    accountId = bot.accountId;
    const [attendant] = await server.services.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'atendente@prosa.demo'));
    attendantId = attendant?.id ?? '';
    // Far from the seed's days: 2020-03-18 (before the transshipment rule) and 2020-03-19.
    await conversation('2020-03-18T15:00:00Z', { transshipment: 'attended', satisfaction: 5, nps: 10 });
    await conversation('2020-03-18T15:00:00Z', { transshipment: null, satisfaction: 1, nps: 3 });
    await conversation('2020-03-19T15:00:00Z', {
      transshipment: 'attended',
      satisfaction: 4,
      nps: 9,
      channel: 'whatsapp',
    });
    await conversation('2020-03-19T15:00:00Z', {
      transshipment: null,
      status: 'abandoned',
      channel: 'whatsapp',
    });
    await conversation('2020-03-20T02:30:00Z', { transshipment: null }); // 23:30 of the 19th in São Paulo
  });
  afterAll(() => server?.close());

  const march = '/api/analytics/overview?preset=custom&from=2020-03-18&to=2020-03-19';

  it('counts a custom period of local days, with satisfaction 0–5, NPS 0–10 and statuses', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const { status, body } = await client.get(march);
    expect(status).toBe(200);
    expect(body.period).toEqual({
      preset: 'custom',
      from: '2020-03-18',
      to: '2020-03-19',
      granularity: 'day',
      timeZone,
    });
    expect(body.totals).toMatchObject({
      total: 5,
      finished: 4,
      abandoned: 1,
      transshipped: 2,
      satisfactionCount: 3,
      // 10 and 9 promote, 3 detracts: (2 − 1) / 3.
      npsCount: 3,
      npsPromoters: 2,
      npsDetractors: 1,
      nps: 33,
    });
    expect(body.totals.satisfactionAverage).toBeCloseTo(10 / 3, 2);
    expect(body.satisfaction).toEqual(
      [0, 1, 2, 3, 4, 5].map((score) => ({ score, count: [0, 1, 0, 0, 1, 1][score] })),
    );
    expect(
      body.series.map((point: { bucket: string; total: number }) => [point.bucket, point.total]),
    ).toEqual([
      ['2020-03-18T03:00:00.000Z', 2],
      ['2020-03-19T03:00:00.000Z', 3],
    ]);
    expect(body.statuses).toEqual([
      expect.objectContaining({ key: 'finished', total: 4 }),
      expect.objectContaining({ key: 'abandoned', total: 1 }),
    ]);
  });

  it('applies the transshipment filter only from 19/03/2020 on', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    // 18/03: both conversations, filter or not; 19/03: only the side asked for.
    expect((await client.get(`${march}&transshipment=with`)).body.totals.total).toBe(2 + 1);
    expect((await client.get(`${march}&transshipment=without`)).body.totals.total).toBe(2 + 2);
    const before = await client.get(
      '/api/analytics/overview?preset=custom&from=2020-03-18&to=2020-03-18&transshipment=with',
    );
    expect(before.body.totals.total).toBe(2);
  });

  it('follows the presets in the account’s time zone: today by hour, yesterday, the last days', async () => {
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const read = async (preset: string) =>
      (await client.get(`/api/analytics/overview?preset=${preset}`)).body;
    const [today, yesterday, last7] = [await read('today'), await read('yesterday'), await read('last7')];
    await conversation(localTime(0, 1));
    await conversation(localTime(-1, 1439));
    await conversation(localTime(-6, 0));
    await conversation(localTime(-7, 1439));
    const after = {
      today: await read('today'),
      yesterday: await read('yesterday'),
      last7: await read('last7'),
    };
    expect(after.today.totals.total - today.totals.total).toBe(1);
    expect(after.yesterday.totals.total - yesterday.totals.total).toBe(1);
    expect(after.last7.totals.total - last7.totals.total).toBe(3);
    expect(after.today.period.granularity).toBe('hour');
    expect(after.today.series.length).toBeGreaterThanOrEqual(1);
    for (const preset of ['thisMonth', 'last15', 'last30'])
      expect((await client.get(`/api/analytics/overview?preset=${preset}`)).status).toBe(200);
  });

  it('gives each attendant’s conversations, first-response and handling times and satisfaction', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const at = (minutes: number) =>
      new Date(Date.parse('2021-05-10T12:00:00Z') + minutes * 60_000).toISOString();
    for (const [respond, finish, satisfaction] of [
      [2, 10, 5],
      [4, 30, 3],
    ] as const)
      await conversation(at(0), {
        attendant_id: attendantId,
        transshipment: 'attended',
        queued_at: at(0),
        assigned_at: at(1),
        responded_at: at(respond),
        finished_at: at(finish),
        satisfaction,
      });
    const { body } = await client.get('/api/analytics/attendant?preset=custom&from=2021-05-10&to=2021-05-10');
    expect(body.rows).toEqual([
      expect.objectContaining({
        key: attendantId,
        label: 'Aline Atendente',
        total: 2,
        firstResponseAverageMs: 3 * 60_000,
        // handling: from assignment (minute 1) to the finish
        handlingAverageMs: 19 * 60_000,
        satisfactionAverage: 4,
      }),
    ]);
  });

  it('answers channels, origin, location tables, identifier cards, knowledge and the flow from the rollups', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const period = 'preset=custom&from=2021-06-01&to=2021-06-02';
    const createdAt = '2021-06-01T15:00:00Z';
    const id = await conversation(createdAt, {
      channel: 'telegram',
      origin: 'campaign',
      location: JSON.stringify({ country: 'BR', state: 'SP', city: 'Santos' }),
      collected: JSON.stringify({ email: 'a@b.c', plano: 'ouro' }),
    });
    await conversation(createdAt, { channel: 'telegram', collected: JSON.stringify({ email: 'd@e.f' }) });
    await query(`insert into flow_cursors (conversation_id, account_id, cursor) values ($1, $2, $3)`, [
      id,
      accountId,
      JSON.stringify({ versionId: 'v', status: 'bot', line: 3, visits: { '1': 1, '3': 1 }, turn: 2 }),
    ]);
    await query(
      'insert into knowledge_answers (id, account_id, question_id, is_answered, created_at) values ($1, $2, null, false, $3), ($4, $2, $5, true, $3)',
      [newId(), accountId, createdAt, newId(), 'q-answered'],
    );

    expect((await client.get(`/api/analytics/channels?${period}`)).body.rows).toEqual([
      expect.objectContaining({ key: 'telegram', total: 2 }),
    ]);
    expect((await client.get(`/api/analytics/origin?${period}`)).body.rows).toEqual([
      expect.objectContaining({ key: 'campaign', total: 1 }),
      expect.objectContaining({ key: 'customer', total: 1 }),
    ]);
    const location = (await client.get(`/api/analytics/location?${period}`)).body;
    expect(location.countries).toEqual([expect.objectContaining({ key: 'BR', total: 1 })]);
    expect(location.states).toEqual([expect.objectContaining({ key: 'SP', total: 1 })]);
    expect((await client.get(`/api/analytics/location/locationsTable/city?${period}`)).body.rows).toEqual([
      expect.objectContaining({ key: 'Santos', total: 1 }),
    ]);
    expect(
      (await client.get(`/api/analytics/identifiers?${period}`)).body.rows.map(
        (row: { key: string; total: number }) => [row.key, row.total],
      ),
    ).toEqual([
      ['email', 2],
      ['plano', 1],
    ]);
    expect(
      (await client.get(`/api/analytics/identifiers?${period}&identifiers=plano,cpf`)).body.rows.map(
        (row: { key: string; total: number }) => [row.key, row.total],
      ),
    ).toEqual([
      ['plano', 1],
      ['cpf', 0],
    ]);
    expect((await client.get(`/api/analytics/knowledge?${period}`)).body).toMatchObject({
      answered: 1,
      unanswered: 1,
    });
    expect((await client.get(`/api/analytics/knowledge/responses?${period}`)).body.rows).toEqual([
      { questionId: 'q-answered', title: '', count: 1 },
    ]);
    const [bot] = await server.services.database.db.select().from(bots).where(eq(bots.id, botId));
    expect((await client.get(`/api/analytics/flow?${period}&botId=${botId}`)).body.rows).toEqual([
      { botId, botName: bot?.name, line: 1, reached: 1, stopped: 0 },
      { botId, botName: bot?.name, line: 3, reached: 1, stopped: 1 },
    ]);
  });

  it('counts only the caller’s account', async () => {
    const [other] = await server.services.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Outra Empresa'));
    const otherBot = newId();
    await query(`insert into bots (id, account_id, token, name) values ($1, $2, $3, 'Outro')`, [
      otherBot,
      other?.id,
      newId(),
    ]);
    const saved = botId;
    botId = otherBot;
    await conversation('2020-03-18T16:00:00Z', {}, other?.id);
    botId = saved;
    const mine = await signIn(server.url, 'gestor@prosa.demo');
    expect((await mine.client.get(march)).body.totals.total).toBe(5);
    const theirs = await signIn(server.url, 'supremo@prosa.demo', { accountName: 'Outra Empresa' });
    expect((await theirs.client.get(march)).body.totals.total).toBe(1);
  });

  it('refuses levels without analytics.view and bad input with catalogue errors', async () => {
    const attendant = await signIn(server.url, 'atendente@prosa.demo');
    expect((await attendant.client.get('/api/analytics/overview')).status).toBe(403);
    const junior = await signIn(server.url, 'junior@prosa.demo');
    expect((await junior.client.get('/api/analytics/attendant')).status).toBe(403);
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const refused = async (path: string, code: string) => {
      const { status, body } = await client.get(path);
      expect([path, status, body.error?.code]).toEqual([path, 400, code]);
    };
    await refused('/api/analytics/overview?preset=lastYear', 'analytics.periodInvalid');
    await refused('/api/analytics/overview?preset=custom', 'analytics.periodInvalid');
    await refused(
      '/api/analytics/overview?preset=custom&from=2021-02-01&to=2021-01-01',
      'analytics.periodInvalid',
    );
    await refused(
      '/api/analytics/overview?preset=custom&from=2020-01-01&to=2021-06-01',
      'analytics.periodInvalid',
    );
    await refused(
      '/api/analytics/overview?preset=custom&from=2999-01-01&to=2999-01-02',
      'analytics.periodInvalid',
    );
    await refused(
      '/api/analytics/channels?preset=custom&from=01/02/2021&to=2021-02-02',
      'analytics.periodInvalid',
    );
    await refused('/api/analytics/overview?transshipment=maybe', 'analytics.filterInvalid');
    await refused('/api/analytics/location/locationsTable/planet', 'analytics.locationTypeInvalid');
    const thirteen = Array.from({ length: 13 }, (_, index) => `id${index}`).join(',');
    await refused(`/api/analytics/identifiers?identifiers=${thirteen}`, 'analytics.tooManyIdentifiers');
    expect(
      (await client.get(`/api/analytics/identifiers?identifiers=${thirteen.split(',').slice(1).join(',')}`))
        .status,
    ).toBe(200);
  });
});
