import type { ContactEvent } from '@prosa/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { accounts, contactEvents, contacts, memberships } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';
import { timelinePageSize } from './contactTimeline.ts';

describe('a contact’s timeline', () => {
  let server: TestServer;
  let admin: ApiClient;
  let attendant: ApiClient;
  let other: ApiClient;
  let nameFieldId: string;
  let accountId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await signIn(server.url, 'admin@prosa.demo')).client;
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
    other = (await signIn(server.url, 'admin@outra.demo')).client;
    const sections = (await admin.get('/api/crm/sections?type=person')).body.items;
    nameFieldId = sections[0].fields.find((field: { token: string }) => field.token === 'name').id;
    accountId = await accountIdOf(db(), 'Prosa Demo');
  });
  afterAll(() => server?.close());

  const db = () => server.services.database.db;
  const createPerson = async (name: string) =>
    (await admin.post('/api/contacts', { type: 'person', values: { [nameFieldId]: name } })).body
      .id as string;
  const timelineOf = async (client: ApiClient, contactId: string, before?: string) =>
    (await client.get(`/api/contacts/${contactId}/timeline${before ? `?before=${before}` : ''}`)).body;

  it('lists the contact’s conversations among its events, newest first, linked where the caller may see them', async () => {
    const contactId = await createPerson('Cliente Com Conversas');
    const otherContactId = await createPerson('Outro Cliente');
    const managerId = await userIdOf(db(), 'gestor@prosa.demo');
    const attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    const hour = 3600_000;
    const old = await insertConversation(db(), {
      accountId,
      contactId,
      channel: 'webchat',
      status: 'finished',
      createdAt: new Date(Date.now() - 3 * hour),
    });
    // Held by the manager: the attendant (view rule "bots", no see-others) may not open it.
    const managers = await insertConversation(db(), {
      accountId,
      contactId,
      channel: 'whatsapp',
      status: 'waiting',
      attendantId: managerId,
      createdAt: new Date(Date.now() - 2 * hour),
    });
    const own = await insertConversation(db(), {
      accountId,
      contactId,
      status: 'waiting',
      attendantId,
      createdAt: new Date(Date.now() - hour),
    });
    await insertConversation(db(), { accountId, contactId: otherContactId });
    await admin.post(`/api/contacts/${contactId}/notes`, { text: 'Ligou pedindo orçamento' });

    const timeline = await timelineOf(admin, contactId);
    expect(timeline.next).toBeNull();
    expect(timeline.items.map((item: ContactEvent) => [item.kind, item.data.conversationId ?? null])).toEqual(
      [
        ['note', null],
        ['fieldChanged', null],
        ['conversation', own.id],
        ['conversation', managers.id],
        ['conversation', old.id],
        ['created', null],
      ],
    );
    expect(timeline.items[3]).toMatchObject({
      kind: 'conversation',
      data: { channel: 'whatsapp', status: 'waiting', protocol: managers.protocol, canOpen: true },
    });

    const viewRule = (rule: 'all' | 'bots') =>
      db().update(memberships).set({ viewRule: rule }).where(eq(memberships.userId, attendantId));
    await viewRule('bots');
    const seenByAttendant = (await timelineOf(attendant, contactId)).items.filter(
      (item: ContactEvent) => item.kind === 'conversation',
    );
    await viewRule('all');
    expect(
      seenByAttendant.map((item: ContactEvent) => [item.data.conversationId, item.data.canOpen]),
    ).toEqual([
      [own.id, true],
      [managers.id, false],
      [old.id, true],
    ]);
  });

  it('offers no link when the account’s live chat module is off', async () => {
    const contactId = await createPerson('Sem Chat');
    await insertConversation(db(), { accountId, contactId, status: 'finished' });
    const linked = async () =>
      (await timelineOf(admin, contactId)).items.find((item: ContactEvent) => item.kind === 'conversation')
        ?.data.canOpen;
    expect(await linked()).toBe(true);
    const [account] = await db()
      .select({ modules: accounts.modules })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const modules = account?.modules ?? [];
    await db()
      .update(accounts)
      .set({ modules: modules.filter((module) => module !== 'live') })
      .where(eq(accounts.id, accountId));
    try {
      expect(await linked()).toBe(false);
    } finally {
      await db().update(accounts).set({ modules }).where(eq(accounts.id, accountId));
    }
  });

  it('pages through a long timeline without losing or repeating an entry', async () => {
    const contactId = await createPerson('Muitas Notas');
    const start = Date.now() - 10 * 60_000;
    await db()
      .update(contacts)
      .set({ createdAt: new Date(start - 60_000) })
      .where(eq(contacts.id, contactId));
    // Several at the very same instant, to exercise the id tie-break.
    await db()
      .insert(contactEvents)
      .values(
        Array.from({ length: timelinePageSize + 7 }, (_, index) => ({
          id: newId(),
          accountId,
          contactId,
          kind: 'note' as const,
          data: { text: `nota ${index}` },
          createdAt: new Date(start + Math.floor(index / 3) * 1000),
        })),
      );
    await insertConversation(db(), { accountId, contactId, createdAt: new Date(start + 500) });
    const first = await timelineOf(admin, contactId);
    expect(first.items).toHaveLength(timelinePageSize);
    expect(first.next).toEqual(expect.any(String));
    const second = await timelineOf(admin, contactId, first.next);
    expect(second.next).toBeNull();
    const all = [...first.items, ...second.items];
    const ids = all.map((item: ContactEvent) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The name change, the notes, the conversation and the creation.
    expect(all).toHaveLength(1 + timelinePageSize + 7 + 1 + 1);
    expect(all.at(-1)?.kind).toBe('created');
    const times = all.map((item: ContactEvent) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await admin.get(`/api/contacts/${contactId}/timeline?before=not-a-cursor`)).body.error.code).toBe(
      'contacts.cursorInvalid',
    );
  });

  it('keeps another account’s contact and conversations out of reach', async () => {
    const contactId = await createPerson('Só Daqui');
    await insertConversation(db(), { accountId, contactId });
    const answer = await other.get(`/api/contacts/${contactId}/timeline`);
    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('conversation');
  });
});
