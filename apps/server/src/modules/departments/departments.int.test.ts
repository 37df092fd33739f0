import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import {
  accounts,
  departments,
  departmentUsers,
  journeys,
  memberships,
  users,
} from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';

describe('departments', () => {
  let server: TestServer;
  const ids = { demo: '', other: '', attendant: '', otherAdmin: '', journey: '', otherJourney: '' };

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.services.database.db;
    const accountId = async (name: string) =>
      (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.name, name)))[0]?.id ?? '';
    const userId = async (email: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
    ids.demo = await accountId('Prosa Demo');
    ids.other = await accountId('Outra Empresa');
    ids.attendant = await userId('atendente@prosa.demo');
    ids.otherAdmin = await userId('admin@outra.demo');
    ids.journey = newId();
    ids.otherJourney = newId();
    await db.insert(journeys).values([
      { id: ids.journey, accountId: ids.demo, name: 'Comercial' },
      { id: ids.otherJourney, accountId: ids.other, name: 'Outra jornada' },
    ]);
  });
  afterAll(() => server?.close());

  const allRows = async () => {
    const db = server.services.database.db;
    return {
      departments: await db.select().from(departments).orderBy(departments.id),
      links: await db
        .select()
        .from(departmentUsers)
        .orderBy(departmentUsers.departmentId, departmentUsers.userId),
    };
  };
  const admin = async () => (await signIn(server.url, 'admin@prosa.demo')).client;
  const listed = async (client: Awaited<ReturnType<typeof admin>>) =>
    (await client.get('/api/settings/departments')).body.items as Array<{ id: string; name: string }>;
  const byName = async (name: string) => {
    const found = (await listed(await admin())).find((department) => department.name === name);
    if (!found) throw new Error(`no department ${name}`);
    return found;
  };

  it('lets an administrator create, edit and delete a department with its journey and users', async () => {
    const client = await admin();
    const created = await client.post('/api/settings/departments', {
      name: '  Financeiro  ',
      journeyId: ids.journey,
      businessHoursId: 'none',
      queue: true,
      distribution: 'sequential',
      queuePositionBroadcast: true,
      maxAttendances: 8,
      userIds: [ids.attendant, ids.attendant],
    });
    expect(created.status).toBe(200);
    const id = created.body.department.id;
    expect(created.body.department).toEqual({
      id,
      name: 'Financeiro',
      journeyId: ids.journey,
      businessHoursId: null,
      checkIn: false,
      forcePass: false,
      queue: true,
      queuePositionBroadcast: true,
      maxAttendances: 8,
      distribution: 'sequential',
      userIds: [ids.attendant],
    });
    expect(await listed(client)).toContainEqual(created.body.department);

    const edited = await client.put(`/api/settings/departments/${id}`, {
      name: 'Financeiro e cobrança',
      businessHoursId: '',
      checkIn: true,
      distribution: 'autoBalance',
      maxAttendances: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.department).toMatchObject({
      name: 'Financeiro e cobrança',
      journeyId: null,
      businessHoursId: null,
      checkIn: true,
      queue: false,
      distribution: 'autoBalance',
      maxAttendances: 1,
      userIds: [],
    });

    expect((await client.delete(`/api/settings/departments/${id}`)).status).toBe(200);
    expect((await listed(client)).map((department) => department.id)).not.toContain(id);
  });

  it('lists the account’s departments with their users for every level, and never another account’s', async () => {
    for (const email of [
      'admin@prosa.demo',
      'gestor@prosa.demo',
      'atendente@prosa.demo',
      'junior@prosa.demo',
    ]) {
      const { client } = await signIn(server.url, email);
      const answer = await client.get('/api/settings/departments');
      expect(answer.status).toBe(200);
      expect(answer.body.items.map((department: { name: string }) => department.name)).toEqual([
        'Atendimento',
        'Comercial',
      ]);
      expect(answer.body.items[0].userIds).toContain(ids.attendant);
    }
    const other = await signIn(server.url, 'admin@outra.demo');
    expect((await listed(other.client)).map((department) => department.name)).toEqual(['Suporte']);
  });

  // Managers change departments only when their level is granted settings.departments (not by default).
  it.each(['gestor@prosa.demo', 'atendente@prosa.demo', 'junior@prosa.demo'])(
    'refuses every change to %s and changes nothing',
    async (email) => {
      const { client } = await signIn(server.url, email);
      const [department] = await listed(client);
      const before = await allRows();
      for (const answer of [
        await client.post('/api/settings/departments', { name: 'Nova' }),
        await client.put(`/api/settings/departments/${department?.id}`, { name: 'Outra' }),
        await client.delete(`/api/settings/departments/${department?.id}`),
      ]) {
        expect(answer.status).toBe(403);
      }
      expect(await allRows()).toEqual(before);
    },
  );

  it.each([
    ['no name', {}, 'team.departmentNameRequired'],
    ['a blank name', { name: '   ' }, 'team.departmentNameRequired'],
    ['a name too long', { name: 'x'.repeat(61) }, 'team.departmentNameTooLong'],
    ['zero attendances', { name: 'D', maxAttendances: 0 }, 'team.departmentMaxAttendancesInvalid'],
    ['too many attendances', { name: 'D', maxAttendances: 101 }, 'team.departmentMaxAttendancesInvalid'],
    ['fractional attendances', { name: 'D', maxAttendances: 1.5 }, 'team.departmentMaxAttendancesInvalid'],
    ['an unknown distribution', { name: 'D', distribution: 'random' }, 'team.departmentDistributionInvalid'],
    [
      'force pass without the queue',
      { name: 'D', forcePass: true, distribution: 'balancing' },
      'team.departmentForcePassNeedsQueue',
    ],
    [
      'force pass without a distribution',
      { name: 'D', forcePass: true, queue: true, distribution: 'none' },
      'team.departmentForcePassNeedsQueue',
    ],
    [
      'force pass with check-in',
      { name: 'D', forcePass: true, checkIn: true, queue: true, distribution: 'balancing' },
      'team.departmentForcePassWithCheckIn',
    ],
    [
      'a queue broadcast without the queue',
      { name: 'D', queuePositionBroadcast: true, distribution: 'sequential' },
      'team.departmentBroadcastNeedsQueue',
    ],
    [
      'a queue broadcast without a distribution',
      { name: 'D', queuePositionBroadcast: true, queue: true },
      'team.departmentBroadcastNeedsQueue',
    ],
    ['a name already used, in another case', { name: 'atendimento' }, 'team.departmentNameTaken'],
    [
      'an unknown journey',
      { name: 'D', journeyId: '000000000000000000000000' },
      'team.departmentJourneyNotFound',
    ],
    ['an unknown user', { name: 'D', userIds: ['000000000000000000000000'] }, 'team.departmentUserNotFound'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, body, code) => {
    const client = await admin();
    const comercial = await byName('Comercial');
    const before = await allRows();
    for (const answer of [
      await client.post('/api/settings/departments', body),
      await client.put(`/api/settings/departments/${comercial.id}`, body),
    ]) {
      expect(answer.body.error?.code).toBe(code);
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
    expect(await allRows()).toEqual(before);
  });

  it('answers the rule in the user’s language', async () => {
    const db = server.services.database.db;
    await db.update(users).set({ language: 'es' }).where(eq(users.email, 'admin@outra.demo'));
    const { client } = await signIn(server.url, 'admin@outra.demo');
    const answer = await client.post('/api/settings/departments', { name: 'D', forcePass: true });
    await db.update(users).set({ language: 'pt-BR' }).where(eq(users.email, 'admin@outra.demo'));
    expect(answer.body.error.message).toBe(
      'El traspaso forzado necesita un tipo de distribución y la fila de atención.',
    );
  });

  it('accepts force pass with the queue and a distribution, and keeps its own name on edit', async () => {
    const client = await admin();
    const comercial = await byName('Comercial');
    const edited = await client.put(`/api/settings/departments/${comercial.id}`, {
      name: 'Comercial',
      forcePass: true,
      queue: true,
      distribution: 'balancing',
      maxAttendances: 3,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.department).toMatchObject({ forcePass: true, queue: true, distribution: 'balancing' });
  });

  it('refuses to delete a department with linked users and keeps it', async () => {
    const client = await admin();
    const atendimento = await byName('Atendimento');
    const before = await allRows();
    const answer = await client.delete(`/api/settings/departments/${atendimento.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'team.departmentHasUsers',
      message: 'Não é possível excluir um departamento com usuários vinculados.',
    });
    expect(await allRows()).toEqual(before);
  });

  // Spec §9: check-in is impossible for a department in a bot's persistence, and such a department
  // cannot be deleted. The persistence is the chatbot's default department (docs/decisions.md).
  it('refuses check-in and deletion for a chatbot’s default department, from either side', async () => {
    const client = await admin();
    const persisted = (await client.post('/api/settings/departments', { name: 'Persistência' })).body
      .department;
    const bot = await client.post('/api/bots', {
      name: 'Robô persistente',
      defaultDepartmentId: persisted.id,
    });
    expect(bot.status).toBe(200);
    const before = await allRows();

    const checkIn = await client.put(`/api/settings/departments/${persisted.id}`, {
      name: 'Persistência',
      checkIn: true,
    });
    expect(checkIn.status).toBe(400);
    expect(checkIn.body.error).toMatchObject({
      code: 'team.departmentCheckInInPersistence',
      message:
        'Check-in é impossível para um departamento na persistência de um chatbot (o departamento padrão de um chatbot).',
    });
    const deleted = await client.delete(`/api/settings/departments/${persisted.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.code).toBe('team.departmentHasPersistenceBots');
    expect(await allRows()).toEqual(before);

    // A department with check-in cannot become a chatbot's persistence either.
    const withCheckIn = (
      await client.post('/api/settings/departments', { name: 'Com check-in', checkIn: true })
    ).body.department;
    for (const answer of [
      await client.put(`/api/bots/${bot.body._id}`, {
        name: 'Robô persistente',
        defaultDepartmentId: withCheckIn.id,
      }),
      await client.post('/api/bots', { name: 'Outro robô', defaultDepartmentId: withCheckIn.id }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('team.departmentCheckInInPersistence');
    }

    // Once the chatbot persists elsewhere, both are allowed again.
    expect((await client.put(`/api/bots/${bot.body._id}`, { name: 'Robô persistente' })).status).toBe(200);
    expect(
      (await client.put(`/api/settings/departments/${persisted.id}`, { name: 'Persistência', checkIn: true }))
        .status,
    ).toBe(200);
    expect((await client.delete(`/api/settings/departments/${persisted.id}`)).status).toBe(200);
  });

  it('treats another account’s department, journey and users as unknown, and changes nothing', async () => {
    const other = await signIn(server.url, 'admin@outra.demo');
    const [foreign] = await listed(other.client);
    const client = await admin();
    const comercial = await byName('Comercial');
    const before = await allRows();
    for (const answer of [
      await client.put(`/api/settings/departments/${foreign?.id}`, { name: 'Tomado' }),
      await client.delete(`/api/settings/departments/${foreign?.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('team.departmentNotFound');
    }
    const foreignJourney = await client.put(`/api/settings/departments/${comercial.id}`, {
      name: 'Comercial',
      journeyId: ids.otherJourney,
    });
    expect(foreignJourney.body.error.code).toBe('team.departmentJourneyNotFound');
    const foreignUser = await client.post('/api/settings/departments', {
      name: 'D',
      userIds: [ids.otherAdmin],
    });
    expect(foreignUser.body.error.code).toBe('team.departmentUserNotFound');
    expect(await allRows()).toEqual(before);
  });

  it('answers 404 for a department that does not exist', async () => {
    const client = await admin();
    const edit = await client.put('/api/settings/departments/000000000000000000000000', { name: 'X' });
    expect(edit.status).toBe(404);
    expect(edit.body.error.code).toBe('team.departmentNotFound');
    expect((await client.delete('/api/settings/departments/000000000000000000000000')).status).toBe(404);
  });

  it('forgets a department’s users when they leave the account', async () => {
    const db = server.services.database.db;
    const client = await admin();
    const created = await client.post('/api/settings/departments', {
      name: 'Temporário',
      userIds: [ids.attendant],
    });
    await db.delete(memberships).where(eq(memberships.userId, ids.attendant));
    const answer = (await listed(client)).find((department) => department.id === created.body.department.id);
    expect(answer).toMatchObject({ userIds: [] });
  });
});
