import { defaultLiveBehavior, defaultLiveMessages, type LiveBehaviorInput } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, liveSettings } from '../../db/schema/index.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';

describe('live settings', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const allRows = () =>
    server.services.database.db.select().from(liveSettings).orderBy(liveSettings.accountId);
  const admin = async () => (await signIn(server.url, 'admin@prosa.demo')).client;
  const behavior = (changes: Partial<LiveBehaviorInput> = {}): LiveBehaviorInput => ({
    ...defaultLiveBehavior,
    ...changes,
  });

  it('gives every member of the demo its seeded away reasons and messages', async () => {
    for (const email of [
      'admin@prosa.demo',
      'gestor@prosa.demo',
      'atendente@prosa.demo',
      'junior@prosa.demo',
    ]) {
      const { client } = await signIn(server.url, email);
      const answer = await client.get('/api/settings/live');
      expect(answer.status).toBe(200);
      expect(answer.body.settings.behavior.away).toMatchObject({
        isActive: true,
        options: [{ label: 'Almoço' }, { label: 'Reunião' }, { label: 'Pausa' }],
      });
      expect(answer.body.settings.messages).toEqual(defaultLiveMessages);
    }
  });

  it('answers the defaults to an account that never saved, and saves its first change', async () => {
    const { client } = await signIn(server.url, 'admin@outra.demo');
    const first = await client.get('/api/settings/live');
    expect(first.body.settings).toEqual({ behavior: defaultLiveBehavior, messages: defaultLiveMessages });
    expect(first.body.settings.behavior).toMatchObject({ archiveTime: 7200, awayAuto: { time: 5 } });

    const saved = await client.put('/api/settings/live/behavior', behavior({ archiveTime: 30 }));
    expect(saved.status).toBe(200);
    expect((await client.get('/api/settings/live')).body.settings).toEqual({
      behavior: { ...defaultLiveBehavior, archiveTime: 30 },
      messages: defaultLiveMessages,
    });
  });

  it('lets an administrator change the behaviour, keeping known reason ids and giving new reasons their own', async () => {
    const client = await admin();
    const [lunch] = (await client.get('/api/settings/live')).body.settings.behavior.away.options;
    const changed = behavior({
      initiations: { email: false, sms: true, whatsapp: true, facebook: false },
      away: {
        isActive: true,
        options: [
          { _id: lunch._id, label: '  Almoço demorado ' },
          { label: 'Treinamento' },
          { _id: 'made-up', label: 'Médico' },
        ],
      },
      awayAuto: { isActive: true, time: 15 },
      exhibitions: { manager: false, attendant: true },
      archiveTime: 1440,
      finishOption: {
        tags: { isActive: true, mandatory: true },
        monetaryValue: { isActive: true, mandatory: false, currency: 'USD' },
      },
    });
    const answer = await client.put('/api/settings/live/behavior', changed);
    expect(answer.status).toBe(200);
    const stored = (await client.get('/api/settings/live')).body.settings.behavior;
    expect(stored).toEqual(answer.body.settings.behavior);
    expect(stored).toMatchObject({ ...changed, away: { isActive: true } });
    const [kept, added, invented] = stored.away.options;
    expect(kept).toEqual({ _id: lunch._id, label: 'Almoço demorado' });
    expect(added._id).toMatch(/^[0-9a-f]{24}$/);
    expect(invented._id).not.toBe('made-up');
    expect(invented.label).toBe('Médico');
  });

  it('lets an administrator change a message and keeps the other texts', async () => {
    const client = await admin();
    const messages = structuredClone(defaultLiveMessages);
    messages['en-US'].queue = '  You are number one in line!  ';
    const answer = await client.put('/api/settings/live/messages', messages);
    expect(answer.status).toBe(200);
    const stored = (await client.get('/api/settings/live')).body.settings;
    expect(stored.messages['en-US'].queue).toBe('You are number one in line!');
    expect(stored.messages['pt-BR']).toEqual(defaultLiveMessages['pt-BR']);
    expect(stored.behavior.away.isActive).toBe(true);
  });

  // Managers change these only when their level is granted settings.live (by default it is not).
  it.each(['gestor@prosa.demo', 'atendente@prosa.demo', 'junior@prosa.demo'])(
    'refuses every change to %s and changes nothing',
    async (email) => {
      const { client } = await signIn(server.url, email);
      const before = await allRows();
      for (const answer of [
        await client.put('/api/settings/live/behavior', behavior()),
        await client.put('/api/settings/live/messages', defaultLiveMessages),
      ]) {
        expect(answer.status).toBe(403);
      }
      expect(await allRows()).toEqual(before);
    },
  );

  it.each([
    ['an archive time off the list', { archiveTime: 7 }, 'team.liveArchiveTimeInvalid'],
    ['an archive time as text', { archiveTime: '120' }, 'team.liveArchiveTimeInvalid'],
    ['an away-auto time of zero', { awayAuto: { isActive: true, time: 0 } }, 'team.liveAwayAutoTimeInvalid'],
    [
      'an away-auto time too long',
      { awayAuto: { isActive: true, time: 241 } },
      'team.liveAwayAutoTimeInvalid',
    ],
    [
      'an empty away reason',
      { away: { isActive: true, options: [{ label: '  ' }] } },
      'team.liveAwayReasonRequired',
    ],
    [
      'an away reason too long',
      { away: { isActive: true, options: [{ label: 'x'.repeat(61) }] } },
      'team.liveAwayReasonTooLong',
    ],
    [
      'too many away reasons',
      { away: { isActive: true, options: Array.from({ length: 21 }, (_, i) => ({ label: `R${i}` })) } },
      'team.liveAwayReasonsTooMany',
    ],
    [
      'a currency other than BRL or USD',
      {
        finishOption: {
          tags: { isActive: false, mandatory: false },
          monetaryValue: { isActive: true, mandatory: false, currency: 'EUR' },
        },
      },
      'team.liveCurrencyInvalid',
    ],
    [
      'a mandatory finish option that is off',
      {
        finishOption: {
          tags: { isActive: false, mandatory: true },
          monetaryValue: { isActive: false, mandatory: false, currency: 'BRL' },
        },
      },
      'team.liveFinishMandatoryInactive',
    ],
    ['a missing part', { initiations: undefined }, 'generic.invalidInput'],
  ])('refuses %s with the catalogue error and changes nothing', async (_, changes, code) => {
    const client = await admin();
    const before = await allRows();
    const answer = await client.put('/api/settings/live/behavior', { ...behavior(), ...changes });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
    expect(await allRows()).toEqual(before);
  });

  it.each([
    [
      'an empty message',
      (m: typeof defaultLiveMessages) => Object.assign(m.es, { waiting: ' ' }),
      'team.liveMessageRequired',
    ],
    [
      'a message too long',
      (m: typeof defaultLiveMessages) => Object.assign(m['pt-BR'], { noVacancy: 'x'.repeat(1001) }),
      'team.liveMessageTooLong',
    ],
    ['a missing language', (m: Partial<typeof defaultLiveMessages>) => delete m.es, 'generic.invalidInput'],
  ])('refuses %s and changes nothing', async (_, spoil, code) => {
    const client = await admin();
    const messages = structuredClone(defaultLiveMessages);
    spoil(messages);
    const before = await allRows();
    const answer = await client.put('/api/settings/live/messages', messages);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(code);
    expect(await allRows()).toEqual(before);
  });

  it('keeps each account’s settings to itself', async () => {
    const client = await admin();
    await client.put('/api/settings/live/behavior', behavior({ archiveTime: 60 }));
    const other = await signIn(server.url, 'admin@outra.demo');
    const theirs = (await other.client.get('/api/settings/live')).body.settings.behavior;
    expect(theirs.archiveTime).not.toBe(60);
    expect(theirs.away.options).toEqual([]);
  });

  // The settings act as their names say (issue 15): "start conversations by" WhatsApp gates the
  // template that starts one, "managers see the agents' conversations" a manager's reach, "agents
  // see the list of agents" the attendants' list.
  it('acts on initiations and exhibitions, and acts again once they are back on', async () => {
    const client = await admin();
    const db = server.services.database.db;
    const accountId = await accountIdOf(db, 'Prosa Demo');
    const managerId = await userIdOf(db, 'gestor@prosa.demo');
    const attendantId = await userIdOf(db, 'atendente@prosa.demo');
    const [desk] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    const othersRoom = await insertConversation(db, {
      accountId,
      departmentId: desk?.id,
      status: 'waiting',
      attendantId: await userIdOf(db, 'carla@prosa.demo'),
    });
    const manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
    const attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    const hsm = {
      channelId: 'qualquer',
      country: 'BR',
      number: '11987654321',
      clientName: 'Cliente',
      template: { name: 'boas_vindas', language: 'pt_BR', variables: [] },
    };
    const memberIds = async (who: typeof attendant) =>
      (await who.get('/api/team/members')).body.members.map((m: { id: string }) => m.id);
    const set = (changes: Partial<LiveBehaviorInput>) =>
      client.put('/api/settings/live/behavior', behavior(changes));

    // On (the defaults): the manager opens the room Carla holds in his department, the attendant
    // lists her colleagues, and a template may start a WhatsApp conversation (here it fails later,
    // on the made-up channel).
    expect((await set({})).status).toBe(200);
    expect((await manager.get(`/api/live/conversations/${othersRoom.id}`)).status).toBe(200);
    expect(await memberIds(attendant)).toContain(managerId);
    expect((await attendant.post('/api/live/hsm', hsm)).body.error.code).toBe('hsm.channelNotFound');

    const off = await set({
      exhibitions: { manager: false, attendant: false },
      initiations: { ...defaultLiveBehavior.initiations, whatsapp: false },
    });
    expect(off.status).toBe(200);
    expect((await manager.get(`/api/live/conversations/${othersRoom.id}`)).body.error.code).toBe(
      'live.conversationNotFound',
    );
    expect(await memberIds(attendant)).toEqual([attendantId]);
    expect(await memberIds(manager)).toContain(attendantId);
    const refused = await attendant.post('/api/live/hsm', hsm);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'hsm.initiationDisabled',
      message: 'Iniciar conversas por WhatsApp está desativado nas configurações do atendimento.',
    });

    expect((await set({})).status).toBe(200);
    expect((await manager.get(`/api/live/conversations/${othersRoom.id}`)).status).toBe(200);
    expect(await memberIds(attendant)).toContain(managerId);
  });
});
