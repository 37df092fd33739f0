import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { departments, journeys, journeyUsers } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

const weekdays = (periods: Array<[string, string]>) =>
  [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    periods: periods.map(([entry, exit]) => ({ entry, exit })),
  }));

describe('journeys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const admin = () => signIn(server.url, 'admin@prosa.demo').then((s) => s.client);
  const memberId = async (email: string, accountName?: string) => {
    const { client } = await signIn(server.url, email, { accountName });
    return (await client.get('/api/auth/me')).body.user.id as string;
  };
  const journeyRows = () => server.services.database.db.select().from(journeys).orderBy(journeys.id);

  it('lets an administrator create a journey with two periods a day and linked members, edit and delete it', async () => {
    const client = await admin();
    const attendant = await memberId('atendente@prosa.demo');
    const created = await client.post('/api/settings/journeys', {
      name: '  Comercial tarde  ',
      comments: 'Equipe de vendas',
      schedules: weekdays([
        ['08:00', '12:00'],
        ['13:00', '18:00'],
      ]),
      toleranceMinutes: 15,
      userIds: [attendant],
    });
    expect(created.status).toBe(200);
    expect(created.body.journey).toMatchObject({
      name: 'Comercial tarde',
      comments: 'Equipe de vendas',
      toleranceMinutes: 15,
      userIds: [attendant],
      isInUse: false,
    });
    expect(created.body.journey.schedules[0].periods).toEqual([
      { entry: '08:00', exit: '12:00' },
      { entry: '13:00', exit: '18:00' },
    ]);
    const id = created.body.journey.id;

    const edited = await client.put(`/api/settings/journeys/${id}`, {
      name: 'Comercial',
      schedules: [{ weekday: 6, periods: [{ entry: '09:00', exit: '13:00' }] }],
      toleranceMinutes: 60,
      userIds: [],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.journey).toMatchObject({
      id,
      name: 'Comercial',
      comments: '',
      toleranceMinutes: 60,
      userIds: [],
    });
    const listed = (await client.get('/api/settings/journeys')).body.journeys;
    expect(listed.map((j: { name: string }) => j.name)).toContain('Comercial');

    expect((await client.delete(`/api/settings/journeys/${id}`)).status).toBe(200);
    expect((await journeyRows()).map((row) => row.id)).not.toContain(id);
  });

  it('seeds a commercial-hours journey that binds no demo user, so demo logins work at any hour', async () => {
    const listed = (await (await admin()).get('/api/settings/journeys')).body.journeys;
    const seeded = listed.find((j: { name: string }) => j.name === 'Horário comercial');
    expect(seeded).toMatchObject({ toleranceMinutes: 15, userIds: [], isInUse: false });
    expect(seeded.schedules.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses broken schedules, tolerances off the list and a missing or taken name, changing nothing', async () => {
    const client = await admin();
    const valid = { name: 'Plantão', schedules: weekdays([['08:00', '12:00']]), toleranceMinutes: 30 };
    expect((await client.post('/api/settings/journeys', valid)).status).toBe(200);
    const before = await journeyRows();
    const cases: Array<[object, number, string]> = [
      [
        {
          schedules: weekdays([
            ['08:00', '12:00'],
            ['11:00', '14:00'],
          ]),
        },
        400,
        'team.journeyPeriodsOverlap',
      ],
      [
        {
          schedules: weekdays([
            ['08:00', '12:00'],
            ['08:00', '12:00'],
          ]),
        },
        400,
        'team.journeyPeriodsOverlap',
      ],
      [{ schedules: weekdays([['18:00', '08:00']]) }, 400, 'team.journeyEntryAfterExit'],
      [{ schedules: [{ weekday: 1, periods: [{ entry: '08:00' }] }] }, 400, 'team.journeyTimeRequired'],
      [{ schedules: [{ periods: [] }] }, 400, 'team.journeyWeekdayRequired'],
      [
        {
          schedules: [
            { weekday: 2, periods: [] },
            { weekday: 2, periods: [] },
          ],
        },
        400,
        'team.journeyWeekdayRepeated',
      ],
      [{ toleranceMinutes: 45 }, 400, 'team.journeyToleranceInvalid'],
      [{ name: '   ' }, 400, 'team.journeyNameRequired'],
      [{ name: 'plantão' }, 409, 'team.journeyNameTaken'],
    ];
    for (const [change, status, code] of cases) {
      const answer = await client.post('/api/settings/journeys', { ...valid, name: 'Outra', ...change });
      expect([answer.status, answer.body.error.code], JSON.stringify(change)).toEqual([status, code]);
    }
    const answer = await client.post('/api/settings/journeys', {
      ...valid,
      name: 'Outra',
      toleranceMinutes: 45,
    });
    expect(answer.body.error.message).toBe('Escolha uma tolerância da lista.');
    expect(await journeyRows()).toEqual(before);
  });

  it('moves a member linked to a second journey out of the first', async () => {
    const client = await admin();
    const junior = await memberId('junior@prosa.demo');
    const base = { schedules: [], toleranceMinutes: 5, userIds: [junior] };
    const first = (await client.post('/api/settings/journeys', { ...base, name: 'Manhã' })).body.journey;
    const second = (await client.post('/api/settings/journeys', { ...base, name: 'Noite' })).body.journey;
    const links = await server.services.database.db
      .select()
      .from(journeyUsers)
      .where(eq(journeyUsers.userId, junior));
    expect(links.map((link) => link.journeyId)).toEqual([second.id]);
    const listed = (await client.get('/api/settings/journeys')).body.journeys;
    expect(listed.find((j: { id: string }) => j.id === first.id).userIds).toEqual([]);
  });

  it('keeps a journey a department uses (catalogue error), and deletes it once free', async () => {
    const client = await admin();
    const journey = (await client.post('/api/settings/journeys', { name: 'Suporte', toleranceMinutes: 10 }))
      .body.journey;
    const accountId = (await client.get('/api/auth/me')).body.account.id;
    const { db } = server.services.database;
    const departmentId = newId();
    await db
      .insert(departments)
      .values({ id: departmentId, accountId, name: 'Suporte N1', journeyId: journey.id });
    const listed = (await client.get('/api/settings/journeys')).body.journeys;
    expect(listed.find((j: { id: string }) => j.id === journey.id).isInUse).toBe(true);
    const refused = await client.delete(`/api/settings/journeys/${journey.id}`);
    expect([refused.status, refused.body.error.code]).toEqual([409, 'team.journeyInUse']);
    await db.update(departments).set({ journeyId: null }).where(eq(departments.id, departmentId));
    expect((await client.delete(`/api/settings/journeys/${journey.id}`)).status).toBe(200);
  });

  it('answers 404 for another account’s journey and user, and keeps them apart', async () => {
    const other = (await signIn(server.url, 'admin@outra.demo')).client;
    const theirs = (await other.post('/api/settings/journeys', { name: 'Deles', toleranceMinutes: 5 })).body
      .journey;
    const theirUser = (await other.get('/api/auth/me')).body.user.id;
    const client = await admin();
    const put = await client.put(`/api/settings/journeys/${theirs.id}`, {
      name: 'Minha',
      toleranceMinutes: 5,
    });
    expect([put.status, put.body.error.code]).toEqual([404, 'team.journeyNotFound']);
    const del = await client.delete(`/api/settings/journeys/${theirs.id}`);
    expect([del.status, del.body.error.code]).toEqual([404, 'team.journeyNotFound']);
    const link = await client.post('/api/settings/journeys', {
      name: 'Roubo',
      toleranceMinutes: 5,
      userIds: [theirUser],
    });
    expect([link.status, link.body.error.code]).toEqual([404, 'team.journeyUserNotFound']);
    const names = (await client.get('/api/settings/journeys')).body.journeys.map(
      (j: { name: string }) => j.name,
    );
    expect(names).not.toContain('Deles');
    const [row] = await server.services.database.db.select().from(journeys).where(eq(journeys.id, theirs.id));
    expect(row?.name).toBe('Deles');
  });

  it('is for administrators: managers and attendants get 403', async () => {
    for (const email of ['gestor@prosa.demo', 'atendente@prosa.demo']) {
      const { client } = await signIn(server.url, email);
      expect((await client.get('/api/settings/journeys')).status).toBe(403);
      expect((await client.post('/api/settings/journeys', { name: 'X', toleranceMinutes: 5 })).status).toBe(
        403,
      );
      expect((await client.put('/api/settings/account/time-zone', { timeZone: 'UTC' })).status).toBe(403);
    }
  });

  it('reads and changes the account time zone, refusing a zone that is not IANA', async () => {
    const client = await admin();
    expect((await client.get('/api/settings/account/time-zone')).body).toEqual({
      timeZone: 'America/Sao_Paulo',
    });
    const refused = await client.put('/api/settings/account/time-zone', { timeZone: 'Mars/Olympus' });
    expect([refused.status, refused.body.error.code]).toEqual([400, 'team.timeZoneInvalid']);
    expect((await client.put('/api/settings/account/time-zone', { timeZone: 'Europe/Lisbon' })).body).toEqual(
      {
        timeZone: 'Europe/Lisbon',
      },
    );
    expect((await client.get('/api/settings/account/time-zone')).body.timeZone).toBe('Europe/Lisbon');
    const other = (await signIn(server.url, 'admin@outra.demo')).client;
    expect((await other.get('/api/settings/account/time-zone')).body.timeZone).toBe('America/Sao_Paulo');
    await client.put('/api/settings/account/time-zone', { timeZone: 'America/Sao_Paulo' });
  });

  it('has no dev clock unless started with PROSA_CONTROLLED_CLOCK=1', async () => {
    expect((await fetch(`${server.url}/api/dev/clock`)).status).toBe(404);
  });
});
