import { type ConversationViewer, canSeeConversation, type RoomStatus, type ViewRule } from '@prosa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import {
  conversations,
  departments,
  departmentUsers,
  liveSettings,
  memberships,
  messages,
  tags,
} from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';
import { conversationReachSql } from './conversationReachSql.ts';

describe('live rooms API', () => {
  let server: TestServer;
  let accountId: string;
  let otherAccountId: string;
  let departmentId: string;
  let admin: ApiClient;
  let attendant: ApiClient;
  let manager: ApiClient;
  let attendantId: string;
  const db = () => server.services.database.db;
  const queued = (values: Partial<typeof conversations.$inferInsert> = {}) =>
    insertConversation(db(), { accountId, departmentId, ...values });

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    otherAccountId = await accountIdOf(db(), 'Outra Empresa');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    departmentId = newId();
    await db()
      .insert(departments)
      .values({ id: departmentId, accountId, name: 'Testes', queue: true, maxAttendances: 3 });
    await db()
      .insert(departmentUsers)
      .values(
        [attendantId, await userIdOf(db(), 'gestor@prosa.demo')].map((userId) => ({
          departmentId,
          accountId,
          userId,
        })),
      );
    // The attendant sees every room (the seed's default for her level is "bots").
    await db().update(memberships).set({ viewRule: 'all' }).where(eq(memberships.userId, attendantId));
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    manager = (await signIn(server.url, 'gestor@prosa.demo')).client;
  });
  afterAll(() => server?.close());

  it('lets exactly one of twenty concurrent takes win, and tells the customer once', async () => {
    const conversation = await queued();
    const takers = [admin, attendant, manager];
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({
        taker: i % 3,
        answer: await takers[i % 3]?.post(`/api/live/conversations/${conversation.id}/take`),
      })),
    );
    // The winner's own repeated takes may answer 200 too (a take is idempotent for the holder);
    // every 200 comes from one taker, and everyone else is told the room is taken.
    const won = answers.filter(({ answer }) => answer?.status === 200);
    expect(new Set(won.map(({ taker }) => taker)).size).toBe(1);
    for (const { taker, answer } of answers.filter(({ answer }) => answer?.status !== 200)) {
      expect(taker).not.toBe(won[0]?.taker);
      expect(answer?.body.error.code).toBe('live.alreadyTaken');
    }
    const said = await db().select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(said.map((m) => m.sender)).toEqual(['system']);
  });

  it('answers the holder’s repeated take with the room, announcing nothing twice', async () => {
    const conversation = await queued();
    const first = await attendant.post(`/api/live/conversations/${conversation.id}/take`);
    const again = await attendant.post(`/api/live/conversations/${conversation.id}/take`);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body._id).toBe(conversation.id);
    const lost = await manager.post(`/api/live/conversations/${conversation.id}/take`);
    expect(lost.body.error.code).toBe('live.alreadyTaken');
    const said = await db().select().from(messages).where(eq(messages.conversationId, conversation.id));
    expect(said.map((m) => m.sender)).toEqual(['system']);
    await db()
      .update(conversations)
      .set({ status: 'finished', archivedAt: new Date() })
      .where(eq(conversations.attendantId, attendantId));
  });

  it('never lets one attendant pass the department maximum, racing for ten rooms', async () => {
    const rooms = await Promise.all(Array.from({ length: 10 }, () => queued()));
    const { client } = await signIn(server.url, 'atendente@prosa.demo');
    await db()
      .update(conversations)
      .set({ status: 'finished', archivedAt: new Date() })
      .where(eq(conversations.attendantId, attendantId));
    const answers = await Promise.all(
      rooms.map((room) => client.post(`/api/live/conversations/${room.id}/take`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const lost of answers.filter((a) => a.status !== 200))
      expect(lost.body.error.code).toBe('live.maxAttendances');
    const inbox = await client.get('/api/live/conversations?box=inbox');
    expect(inbox.body.items).toHaveLength(3);
    await db()
      .update(conversations)
      .set({ status: 'finished', archivedAt: new Date() })
      .where(eq(conversations.attendantId, attendantId));
  });

  it('finishes only what is taken, asks for the mandatory tag and value, refuses another account’s tag', async () => {
    const waiting = await queued();
    const notTaken = await attendant.post(`/api/live/conversations/${waiting.id}/finish`, {});
    expect(notTaken.body.error.code).toBe('live.finishNotTaken');
    await attendant.post(`/api/live/conversations/${waiting.id}/take`);
    await db().insert(liveSettings).values({ accountId, behavior: {}, messages: {} }).onConflictDoNothing();
    const [stored] = await db().select().from(liveSettings).where(eq(liveSettings.accountId, accountId));
    const behavior = {
      ...stored?.behavior,
      finishOption: {
        tags: { isActive: true, mandatory: true },
        monetaryValue: { isActive: true, mandatory: true, currency: 'BRL' },
      },
    };
    await db().update(liveSettings).set({ behavior }).where(eq(liveSettings.accountId, accountId));
    const url = `/api/live/conversations/${waiting.id}/finish`;
    expect((await attendant.post(url, {})).body.error.code).toBe('live.finishTagRequired');
    const [foreignTag] = await db()
      .insert(tags)
      .values({ id: newId(), accountId: otherAccountId, title: 'Alheia Teste', color: '#000000' })
      .returning();
    const [ownTag] = await db()
      .insert(tags)
      .values({ id: newId(), accountId, title: 'Venda Teste', color: '#000000' })
      .returning();
    expect((await attendant.post(url, { tagIds: [ownTag?.id] })).body.error.code).toBe(
      'live.finishValueRequired',
    );
    expect((await attendant.post(url, { tagIds: [foreignTag?.id], valueCents: 100 })).body.error.code).toBe(
      'live.tagNotFound',
    );
    expect((await manager.post(url, { tagIds: [ownTag?.id], valueCents: 100 })).body.error.code).toBe(
      'live.notAttendant',
    );
    const finished = await attendant.post(url, { tagIds: [ownTag?.id], valueCents: 1990, archive: true });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ status: 'finished', archived: true, tags: [ownTag?.id] });
    await db()
      .update(liveSettings)
      .set({ behavior: stored?.behavior ?? {} })
      .where(eq(liveSettings.accountId, accountId));
  });

  it('pins and mutes per member, and refuses a tag added twice or of another account', async () => {
    const room = await queued();
    const pin = await attendant.post(`/api/live/conversations/${room.id}/pin`, { value: true });
    expect(pin.body).toMatchObject({ pinned: true, muted: false });
    const mute = await attendant.post(`/api/live/conversations/${room.id}/mute`, { value: true });
    expect(mute.body).toMatchObject({ pinned: true, muted: true });
    expect((await admin.get(`/api/live/conversations/${room.id}`)).body.pinned).toBe(false);
    const [tag] = await db()
      .insert(tags)
      .values({ id: newId(), accountId, title: 'Dupla Teste', color: '#000000' })
      .returning();
    const [foreign] = await db()
      .insert(tags)
      .values({ id: newId(), accountId: otherAccountId, title: 'Fora Teste', color: '#000000' })
      .returning();
    const url = `/api/live/conversations/${room.id}/tags`;
    expect((await attendant.post(url, { tagId: tag?.id })).status).toBe(200);
    expect((await attendant.post(url, { tagId: tag?.id })).body.error.code).toBe('live.tagAlreadyAdded');
    expect((await attendant.post(url, { tagId: foreign?.id })).body.error.code).toBe('live.tagNotFound');
    expect((await attendant.delete(`${url}/${tag?.id}`)).body.tags).toEqual([]);
  });

  it('transfers by the rules: the holder or an administrator, to an online attendant under the maximum', async () => {
    const room = await queued();
    await attendant.post(`/api/live/conversations/${room.id}/take`);
    const managerId = await userIdOf(db(), 'gestor@prosa.demo');
    const url = `/api/live/conversations/${room.id}/transfer`;
    const offline = await attendant.post(url, { attendantId: managerId });
    expect(offline.body.error.code).toBe('live.transferTargetUnavailable');
    await db()
      .update(memberships)
      .set({ liveStatus: 5 })
      .where(and(eq(memberships.accountId, accountId), eq(memberships.userId, managerId)));
    const junior = (await signIn(server.url, 'junior@prosa.demo')).client;
    expect((await junior.post(url, { attendantId: managerId })).status).toBe(404);
    const moved = await attendant.post(url, { attendantId: managerId });
    expect(moved.body).toMatchObject({ status: 'transferred', attendantId: managerId });
    // Visible (unassigned, in their department) but not theirs: not for them to transfer.
    const other = await queued();
    expect(
      (await attendant.post(`/api/live/conversations/${other.id}/transfer`, { attendantId: managerId })).body
        .error.code,
    ).toBe('live.transferUnauthorized');
    const back = await admin.post(url, { departmentId });
    expect(back.body).toMatchObject({ status: 'queueManual', attendantId: null });
    const bot = await queued({ status: 'bot' });
    expect(
      (await admin.post(`/api/live/conversations/${bot.id}/transfer`, { departmentId })).body.error.code,
    ).toBe('live.transferInvalidStatus');
    const bulk = await attendant.post('/api/live/conversations/transfer', {
      conversationIds: [room.id],
      departmentId,
    });
    expect(bulk.status).toBe(403);
    const selection = await manager.post('/api/live/conversations/transfer', {
      conversationIds: [room.id, bot.id],
      departmentId,
    });
    expect(selection.body).toEqual({
      transferred: [room.id],
      refused: [{ conversationId: bot.id, code: 'live.transferInvalidStatus' }],
    });
    await db().update(memberships).set({ liveStatus: 1 }).where(eq(memberships.userId, managerId));
  });

  // Spec §8: "transfer failed (ask support with a screenshot)". The database refuses this one
  // room's update, as an unexpected failure would.
  it('answers an unexpected failure of a transfer with the catalogue’s screenshot-to-support text', async () => {
    const room = await queued({ customerName: 'Falha na transferência' });
    await db().execute(sql`create function refuse_transfer() returns trigger language plpgsql as $$
      begin
        if new.customer_name = 'Falha na transferência' then raise exception 'disk on fire'; end if;
        return new;
      end $$`);
    await db().execute(sql`create trigger refuse_transfer before update on conversations
      for each row execute function refuse_transfer()`);
    try {
      const failed = await admin.post(`/api/live/conversations/${room.id}/transfer`, { departmentId });
      expect(failed.status).toBe(500);
      expect(failed.body.error).toMatchObject({
        code: 'live.transferFailed',
        message: 'A transferência falhou. Envie um print desta tela para o suporte.',
      });
      const bulk = await admin.post('/api/live/conversations/transfer', {
        conversationIds: [room.id],
        departmentId,
      });
      expect(bulk.body).toEqual({
        transferred: [],
        refused: [{ conversationId: room.id, code: 'live.transferFailed' }],
      });
    } finally {
      await db().execute(sql`drop trigger refuse_transfer on conversations`);
      await db().execute(sql`drop function refuse_transfer()`);
    }
  });

  it('applies the view rule: an attendant seeing only their own rooms lists nothing else', async () => {
    const mine = await queued({ status: 'waiting', attendantId });
    const others = await queued({
      status: 'waiting',
      attendantId: await userIdOf(db(), 'gestor@prosa.demo'),
    });
    await db().update(memberships).set({ viewRule: 'only' }).where(eq(memberships.userId, attendantId));
    const all = await attendant.get('/api/live/conversations?box=all');
    const ids = all.body.items.map((item: { _id: string }) => item._id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(others.id);
    expect((await attendant.get(`/api/live/conversations/${others.id}`)).body.error.code).toBe(
      'live.conversationNotFound',
    );
    expect(
      (await admin.get('/api/live/conversations?box=all')).body.items.map((i: { _id: string }) => i._id),
    ).toContain(others.id);
    await db().update(memberships).set({ viewRule: 'all' }).where(eq(memberships.userId, attendantId));
  });

  // decisions.md: `all` is all conversations for attendants and juniors too; `bots` is "attended by
  // me plus those never transshipped to a human".
  it('shows an attendant seeing all every room, and one seeing bots only its own and the never attended', async () => {
    const managerId = await userIdOf(db(), 'gestor@prosa.demo');
    const elsewhere = newId();
    await db().insert(departments).values({ id: elsewhere, accountId, name: 'Outro departamento' });
    const othersElsewhere = await queued({
      status: 'waiting',
      departmentId: elsewhere,
      attendantId: managerId,
      attendants: [{ id: managerId, name: 'Gestor' }],
    });
    const neverAttendedElsewhere = await queued({ departmentId: elsewhere });
    const requeuedElsewhere = await queued({
      departmentId: elsewhere,
      attendants: [{ id: managerId, name: 'Gestor' }],
    });
    const ids = async (box: string) =>
      (await attendant.get(`/api/live/conversations?box=${box}`)).body.items.map(
        (item: { _id: string }) => item._id,
      );
    const opens = async (id: string) => (await attendant.get(`/api/live/conversations/${id}`)).status;

    const all = await ids('all');
    expect(all).toEqual(
      expect.arrayContaining([othersElsewhere.id, neverAttendedElsewhere.id, requeuedElsewhere.id]),
    );
    expect(await opens(othersElsewhere.id)).toBe(200);

    await db().update(memberships).set({ viewRule: 'bots' }).where(eq(memberships.userId, attendantId));
    const bots = await ids('all');
    expect(bots).toContain(neverAttendedElsewhere.id);
    expect(bots).not.toContain(othersElsewhere.id);
    expect(bots).not.toContain(requeuedElsewhere.id);
    expect(await opens(neverAttendedElsewhere.id)).toBe(200);
    expect(await opens(othersElsewhere.id)).toBe(404);
    expect(await opens(requeuedElsewhere.id)).toBe(404);
    await db().update(memberships).set({ viewRule: 'all' }).where(eq(memberships.userId, attendantId));
  });

  it('lists exactly what the single-conversation check lets each viewer open, for every rule', async () => {
    const [me, other] = [attendantId, await userIdOf(db(), 'gestor@prosa.demo')];
    const statuses: RoomStatus[] = ['bot', 'queueManual', 'waiting', 'finished', 'abandoned'];
    const rooms = [];
    for (const status of statuses)
      for (const attendantId of [null, me, other])
        for (const everHeld of [false, true])
          for (const departmentOf of [departmentId, null])
            for (const participants of [[], [{ id: me, name: 'Eu' }]]) {
              if (attendantId === null && participants.length > 0) continue;
              const holder = attendantId ?? (everHeld ? other : null);
              rooms.push(
                await queued({
                  status,
                  attendantId,
                  departmentId: departmentOf,
                  participants,
                  attendants: holder ? [{ id: holder, name: 'Alguém' }] : [],
                }),
              );
            }
    const roomIds = rooms.map((room) => room.id);
    for (const level of [12, 13, 14, 15])
      for (const viewRule of ['all', 'bots', 'only'] as ViewRule[])
        for (const [canSeeOthers, managersSeeAttendants] of [
          [false, true],
          [true, true],
          [false, false],
        ] as Array<[boolean, boolean]>) {
          const viewer: ConversationViewer = {
            userId: me,
            level,
            viewRule,
            canSeeOthers,
            departmentIds: [departmentId],
            managersSeeAttendants,
          };
          const listed = await db()
            .select({ id: conversations.id })
            .from(conversations)
            .where(and(inArray(conversations.id, roomIds), conversationReachSql(viewer)));
          const expected = rooms.filter((room) =>
            canSeeConversation(viewer, {
              attendantId: room.attendantId,
              departmentId: room.departmentId,
              status: room.status as RoomStatus,
              participantIds: room.participants.map((p) => p.id),
              attendantIds: room.attendants.map((a) => a.id),
            }),
          );
          expect(
            listed.map((row) => row.id).sort(),
            `${level} ${viewRule} ${canSeeOthers} ${managersSeeAttendants}`,
          ).toEqual(expected.map((room) => room.id).sort());
        }
  });
});
