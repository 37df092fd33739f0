import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newToken } from '../../app/newId.ts';
import {
  bots,
  contactEvents,
  contactIdentities,
  contactNumberStatuses,
  contacts,
  contactTags,
  conversations,
  leads,
  tags,
  users,
} from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';
import { recordLead } from '../flows/leads/recordLead.ts';
import { accountIdOf, insertConversation } from '../live/testing/insertConversation.ts';
import { connectVisitor } from '../webchat/connectVisitor.ts';

describe('contact identities and merging', () => {
  let server: TestServer;
  let admin: ApiClient;
  let attendant: ApiClient;
  let junior: ApiClient;
  let other: ApiClient;
  let accountId: string;
  let otherAccountId: string;
  const sockets: Socket[] = [];
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    otherAccountId = await accountIdOf(db(), 'Outra Empresa');
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    junior = (await signIn(server.url, 'junior@prosa.demo')).client;
    other = (await signIn(server.url, 'admin@outra.demo')).client;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  async function insertContact(values: Partial<typeof contacts.$inferInsert> = {}) {
    const id = newId();
    await db()
      .insert(contacts)
      .values({ id, accountId, name: `Pessoa ${newToken(4)}`, ...values });
    return id;
  }
  const identitiesOf = async (client: ApiClient, contactId: string) =>
    client.get(`/api/contacts/${contactId}/identities`);
  const contactRow = async (id: string) => (await db().select().from(contacts).where(eq(contacts.id, id)))[0];

  // A webchat visitor's contact as the widget makes it, with its identity, in a conversation.
  async function visitorInConversation() {
    const visitorId = newToken(16);
    const contactId = await insertContact({ name: `Visitante ${visitorId.slice(-4).toUpperCase()}` });
    const [bot] = await db().select({ id: bots.id }).from(bots).where(eq(bots.accountId, accountId)).limit(1);
    const externalId = `${bot?.id}:${visitorId}`;
    await db().insert(contactIdentities).values({ accountId, channel: 'webchat', externalId, contactId });
    const room = await insertConversation(db(), { accountId, contactId, visitorId, status: 'bot' });
    return { contactId, room, externalId };
  }

  it('gives a webchat visitor a contact with its webchat identity, shown to whoever sees the contact', async () => {
    const bot = { id: newId(), token: newToken(24) };
    await db()
      .insert(bots)
      .values({ ...bot, accountId, name: 'Identidades' });
    const visitorId = newToken(16);
    const { socket } = await connectVisitor(server.url, {
      botToken: bot.token,
      visitorId,
      language: 'pt-BR',
    });
    sockets.push(socket);
    await socket.timeout(5000).emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text: 'oi' });
    const room = await until(async () => {
      const [row] = await db().select().from(conversations).where(eq(conversations.visitorId, visitorId));
      return row?.contactId ? row : null;
    });
    const answer = await identitiesOf(junior, room.contactId ?? '');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([
      { channel: 'webchat', externalId: `${bot.id}:${visitorId}`, createdAt: expect.any(String) },
    ]);
    expect((await identitiesOf(other, room.contactId ?? '')).status).toBe(404);
    expect((await identitiesOf(admin, 'no-such-contact')).status).toBe(404);
  });

  it('merges the visitor into the person who already owns the lead’s e-mail, conversation and lead included', async () => {
    const carla = await insertContact({ name: 'Carla Dias', email: 'carla.dias@example.com' });
    const { contactId: visitor, room, externalId } = await visitorInConversation();
    await recordLead(server.services, room, {
      kind: 'lead',
      line: 1,
      name: 'Carla',
      email: ' Carla.Dias@Example.com ',
      phone: '+55 (11) 97777-1234',
    });
    expect(await contactRow(visitor)).toBeUndefined();
    const [movedRoom] = await db().select().from(conversations).where(eq(conversations.id, room.id));
    expect(movedRoom?.contactId).toBe(carla);
    const [lead] = await db().select().from(leads).where(eq(leads.conversationId, room.id));
    expect(lead?.contactId).toBe(carla);
    // Her own name and e-mail stay; the phone she lacked comes from the lead.
    expect(await contactRow(carla)).toMatchObject({
      name: 'Carla Dias',
      email: 'carla.dias@example.com',
      phone: '+55 (11) 97777-1234',
    });
    const identities = (await identitiesOf(admin, carla)).body.items.map(
      (i: { channel: string; externalId: string }) => `${i.channel} ${i.externalId}`,
    );
    expect(identities.sort()).toEqual(
      [`webchat ${externalId}`, 'email carla.dias@example.com', 'phone 5511977771234'].sort(),
    );
    const timeline = (await admin.get(`/api/contacts/${carla}/timeline`)).body.items;
    expect(timeline[0]).toMatchObject({
      kind: 'merged',
      authorId: null,
      data: { mergedId: visitor, moved: { identities: 1, conversations: 1, leads: 1 } },
    });
  });

  it('leaves the visitor apart while the person owning the e-mail is open in someone’s form', async () => {
    const [editor] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@prosa.demo'));
    const dora = await insertContact({
      name: 'Dora Lima',
      email: 'dora.lima@example.com',
      editingUserId: editor?.id ?? null,
      editingUntil: new Date(Date.now() + 120_000),
    });
    const { contactId: visitor, room } = await visitorInConversation();
    await recordLead(server.services, room, {
      kind: 'lead',
      line: 1,
      name: 'Dora',
      email: 'dora.lima@example.com',
    });
    expect(await contactRow(visitor)).toBeDefined();
    const [stayed] = await db().select().from(conversations).where(eq(conversations.id, room.id));
    expect(stayed?.contactId).toBe(visitor);
    expect(await contactRow(dora)).toMatchObject({ name: 'Dora Lima', phone: null });
  });

  it('records a new e-mail on the visitor itself when nobody owns it, and never merges into a company', async () => {
    const company = await insertContact({
      kind: 'company',
      name: 'Empresa',
      email: 'contato@empresa.example',
    });
    const { contactId: visitor, room } = await visitorInConversation();
    await recordLead(server.services, room, {
      kind: 'lead',
      line: 1,
      name: 'Davi',
      email: 'contato@empresa.example',
    });
    const fresh = await visitorInConversation();
    await recordLead(server.services, fresh.room, {
      kind: 'lead',
      line: 1,
      name: 'Eva',
      email: 'eva@example.com',
    });
    expect(await contactRow(company)).toBeDefined();
    expect(await contactRow(visitor)).toMatchObject({ name: 'Davi', email: 'contato@empresa.example' });
    expect(await contactRow(fresh.contactId)).toMatchObject({ name: 'Eva', email: 'eva@example.com' });
    const channels = (await identitiesOf(admin, fresh.contactId)).body.items.map(
      (i: { channel: string }) => i.channel,
    );
    expect(channels.sort()).toEqual(['email', 'webchat']);
  });

  it('a second visitor leaving the same e-mail joins the first one', async () => {
    const first = await visitorInConversation();
    await recordLead(server.services, first.room, {
      kind: 'lead',
      line: 1,
      name: 'Fábio',
      email: 'fabio@example.com',
    });
    const second = await visitorInConversation();
    await recordLead(server.services, second.room, {
      kind: 'lead',
      line: 1,
      name: 'Fábio',
      email: 'fabio@example.com',
    });
    expect(await contactRow(second.contactId)).toBeUndefined();
    const rooms = await db()
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.contactId, first.contactId));
    expect(rooms.map((r) => r.id).sort()).toEqual([first.room.id, second.room.id].sort());
  });

  it('keeps apart two people holding different e-mails who share a phone', async () => {
    const owner = await insertContact({ name: 'Irene', email: 'irene@example.com', phone: '+5531988880000' });
    const sister = await insertContact({ name: 'Iara', email: 'iara@example.com' });
    const room = await insertConversation(db(), { accountId, contactId: sister, status: 'bot' });
    await recordLead(server.services, room, {
      kind: 'lead',
      line: 1,
      name: 'Iara',
      phone: '+55 31 98888-0000',
    });
    expect(await contactRow(owner)).toBeDefined();
    expect(await contactRow(sister)).toMatchObject({ email: 'iara@example.com', phone: '+55 31 98888-0000' });
    const [stayed] = await db().select().from(conversations).where(eq(conversations.id, room.id));
    expect(stayed?.contactId).toBe(sister);
    // The phone stays the owner's key: no identity names the sister by it.
    expect((await identitiesOf(admin, sister)).body.items).toEqual([]);
  });

  it('merges two contacts by hand: everything moves, empty fields are filled, the other is gone', async () => {
    const [tagA, tagB, tagC] = [newId(), newId(), newId()];
    await db()
      .insert(tags)
      .values(
        [tagA, tagB, tagC].map((id, i) => ({
          id,
          accountId,
          title: `Fusão ${i} ${newToken(4)}`,
          color: '#112233',
        })),
      );
    const kept = await insertContact({
      name: 'Gabriela Reis',
      email: 'gabi@example.com',
      fields: { f1: 'mantido' },
    });
    const gone = await insertContact({
      name: 'Gabi',
      email: 'outra@example.com',
      phone: '+5521988887777',
      fields: { f1: 'descartado', f2: 'preenchido' },
    });
    await db()
      .insert(contactTags)
      .values([
        { contactId: kept, tagId: tagA },
        { contactId: kept, tagId: tagB },
        { contactId: gone, tagId: tagB },
        { contactId: gone, tagId: tagC },
      ]);
    await db()
      .insert(contactIdentities)
      .values([
        { accountId, channel: 'email', externalId: `gabi-${newToken(4)}@example.com`, contactId: kept },
        { accountId, channel: 'phone', externalId: `55219${newToken(6)}`, contactId: gone },
      ]);
    const roomOfGone = await insertConversation(db(), { accountId, contactId: gone, status: 'bot' });
    await recordLead(server.services, roomOfGone, {
      kind: 'lead',
      line: 3,
      name: 'Gabi',
      phone: '+5521988887777',
    });
    expect((await attendant.post(`/api/contacts/${gone}/notes`, { text: 'Nota da Gabi' })).status).toBe(200);
    await db()
      .insert(contactNumberStatuses)
      .values([
        { contactId: kept, accountId, channel: 'whatsapp', status: 'blocked' },
        { contactId: gone, accountId, channel: 'whatsapp', status: 'active' },
        { contactId: gone, accountId, channel: 'sms', status: 'active' },
      ]);

    const merged = await attendant.post(`/api/contacts/${kept}/merge`, { otherId: gone });
    expect(merged.status).toBe(200);
    expect(merged.body).toMatchObject({
      keptId: kept,
      mergedId: gone,
      mergedName: 'Gabi',
      moved: { identities: 2, conversations: 1, leads: 1, tags: 1, events: 1 },
    });
    expect((await admin.get(`/api/contacts/${gone}`)).status).toBe(404);
    expect(await contactRow(kept)).toMatchObject({
      name: 'Gabriela Reis',
      email: 'gabi@example.com',
      phone: '+5521988887777',
      fields: { f1: 'mantido', f2: 'preenchido' },
    });
    const keptTags = await db().select().from(contactTags).where(eq(contactTags.contactId, kept));
    expect(keptTags.map((t) => t.tagId).sort()).toEqual([tagA, tagB, tagC].sort());
    expect(
      (await identitiesOf(admin, kept)).body.items.map((i: { channel: string }) => i.channel).sort(),
    ).toEqual(['email', 'phone', 'phone']);
    const [room] = await db().select().from(conversations).where(eq(conversations.id, roomOfGone.id));
    expect(room?.contactId).toBe(kept);
    const statuses = await db()
      .select({ channel: contactNumberStatuses.channel, status: contactNumberStatuses.status })
      .from(contactNumberStatuses)
      .where(eq(contactNumberStatuses.contactId, kept));
    expect(statuses.sort((a, b) => a.channel.localeCompare(b.channel))).toEqual([
      { channel: 'sms', status: 'active' },
      { channel: 'whatsapp', status: 'blocked' },
    ]);
    const timeline = (await admin.get(`/api/contacts/${kept}/timeline`)).body.items;
    expect(timeline[0]).toMatchObject({
      kind: 'merged',
      authorName: expect.any(String),
      data: { mergedName: 'Gabi' },
    });
    expect(
      timeline.some((event: { kind: string; data: { text?: string } }) => event.data.text === 'Nota da Gabi'),
    ).toBe(true);
  });

  it('lets exactly one of two crossing merges of the same pair win', async () => {
    const first = await insertContact({ name: 'Júlia' });
    const second = await insertContact({ name: 'Júlia S.' });
    const answers = await Promise.all([
      admin.post(`/api/contacts/${first}/merge`, { otherId: second }),
      attendant.post(`/api/contacts/${second}/merge`, { otherId: first }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const left = [await contactRow(first), await contactRow(second)].filter(Boolean);
    expect(left).toHaveLength(1);
  });

  it('refuses merges it cannot do and changes nothing', async () => {
    const person = await insertContact({ name: 'Helena' });
    const second = await insertContact({ name: 'Helena 2' });
    const company = await insertContact({ name: 'Helena Ltda', kind: 'company' });
    const foreign = newId();
    await db().insert(contacts).values({ id: foreign, accountId: otherAccountId, name: 'Estrangeira' });

    const refused = async (client: ApiClient, id: string, otherId: unknown) => {
      const answer = await client.post(`/api/contacts/${id}/merge`, { otherId });
      return `${answer.status} ${answer.body?.error?.code}`;
    };
    expect(await refused(admin, person, person)).toBe('400 contacts.mergeSameContact');
    expect(await refused(admin, person, company)).toBe('409 contacts.mergeTypeMismatch');
    expect(await refused(admin, person, 'no-such-contact')).toBe('404 contacts.notFound');
    expect(await refused(admin, person, foreign)).toBe('404 contacts.notFound');
    expect(await refused(other, foreign, person)).toBe('404 contacts.notFound');
    expect(await refused(admin, person, 42)).toMatch(/^400 /);
    expect(await refused(junior, person, second)).toBe('403 generic.forbidden');

    // While the attendant has the second one open in the form, nobody else merges it.
    expect((await attendant.post(`/api/contacts/${second}/editing`)).status).toBe(200);
    const locked = await admin.post(`/api/contacts/${person}/merge`, { otherId: second });
    expect(locked.status).toBe(409);
    expect(locked.body.error.code).toBe('contacts.editLocked');
    expect(await contactRow(second)).toBeDefined();
    expect(await contactRow(foreign)).toBeDefined();
    expect(
      await db()
        .select()
        .from(contactEvents)
        .where(and(eq(contactEvents.contactId, person), eq(contactEvents.kind, 'merged'))),
    ).toEqual([]);
    // The one holding the lock may merge it.
    expect((await attendant.post(`/api/contacts/${person}/merge`, { otherId: second })).status).toBe(200);
    expect(await contactRow(second)).toBeUndefined();
  });
});
