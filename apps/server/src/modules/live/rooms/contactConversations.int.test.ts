import type { ContactConversation } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import { contacts, departments } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';

// GET /api/live/conversations/:id/contact-conversations: the side panel's list of the room's
// contact's other conversations, openable by the live chat's own view rule, per level.
describe('the contact’s other conversations in the live chat', () => {
  let server: TestServer;
  const clients = {} as Record<'admin' | 'gestor' | 'atendente' | 'junior' | 'outra', ApiClient>;
  const db = () => server.services.database.db;
  const hour = 3600_000;

  beforeAll(async () => {
    server = await startTestServer();
    for (const [caller, email] of [
      ['admin', 'admin@prosa.demo'],
      ['gestor', 'gestor@prosa.demo'],
      ['atendente', 'atendente@prosa.demo'],
      ['junior', 'junior@prosa.demo'],
      ['outra', 'admin@outra.demo'],
    ] as const)
      clients[caller] = (await signIn(server.url, email)).client;
  });
  afterAll(() => server?.close());

  const listOf = async (caller: keyof typeof clients, roomId: string) => {
    const answer = await clients[caller].get(`/api/live/conversations/${roomId}/contact-conversations`);
    return { status: answer.status, items: answer.body.items as ContactConversation[] | undefined };
  };

  it('lists the contact’s other conversations newest first, openable only where the caller’s view rule reaches', async () => {
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const outraId = await accountIdOf(db(), 'Outra Empresa');
    const [serviceDesk] = await db()
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Atendimento')));
    const [sales] = await db()
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.accountId, accountId), eq(departments.name, 'Comercial')));
    if (!serviceDesk || !sales) throw new Error('no demo departments');
    const carla = { id: await userIdOf(db(), 'carla@prosa.demo'), name: 'Carla Menezes' };
    const aline = { id: await userIdOf(db(), 'atendente@prosa.demo'), name: 'Aline Atendente' };
    const contactId = newId();
    await db().insert(contacts).values({ id: contactId, accountId, name: 'Cliente Painel' });
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);
    const conversation = (values: Parameters<typeof insertConversation>[1]) =>
      insertConversation(db(), { contactId, ...values });

    // The room on screen: queued in Atendimento, which every caller below may open.
    const room = await conversation({ accountId, departmentId: serviceDesk.id, createdAt: at(0) });
    // Aline's own, in Atendimento.
    const alines = await conversation({
      accountId,
      departmentId: serviceDesk.id,
      status: 'waiting',
      attendantId: aline.id,
      attendants: [aline],
      createdAt: at(1),
    });
    // Carla's, live in Comercial (no caller's department).
    const carlasLive = await conversation({
      accountId,
      departmentId: sales.id,
      status: 'waiting',
      attendantId: carla.id,
      attendants: [carla],
      createdAt: at(2),
    });
    // Carla's, finished in Comercial: not live, so a manager reaches it.
    const carlasFinished = await conversation({
      accountId,
      departmentId: sales.id,
      status: 'finished',
      attendantId: carla.id,
      attendants: [carla],
      createdAt: at(3),
    });
    // Only the chatbot ever talked in it: the "bots" view rule reaches it.
    const botOnly = await conversation({ accountId, status: 'bot', queuedAt: null, createdAt: at(4) });
    // Another account's row pointing at the contact never shows.
    await conversation({ accountId: outraId, status: 'finished', createdAt: at(5) });
    // Another contact's conversation neither.
    await insertConversation(db(), { accountId, departmentId: serviceDesk.id, createdAt: at(6) });

    const order = [alines, carlasLive, carlasFinished, botOnly];
    const expected = {
      admin: [true, true, true, true],
      // Level 13: its departments, unassigned and not-live conversations.
      gestor: [true, false, true, true],
      // The demo attendant's view rule is "all": every conversation, as for an administrator.
      atendente: [true, true, true, true],
      // "bots": their own and those no human ever attended.
      junior: [false, false, false, true],
    };
    for (const [caller, canOpen] of Object.entries(expected)) {
      const { status, items } = await listOf(caller as keyof typeof expected, room.id);
      expect([caller, status]).toEqual([caller, 200]);
      expect(items?.map((item) => item.status)).toEqual(['waiting', 'waiting', 'finished', 'bot']);
      expect([caller, items?.map((item) => item.canOpen)]).toEqual([caller, canOpen]);
      // An openable one is named (id and protocol); another only dated, with channel and status.
      expect(items?.map((item) => item.id)).toEqual(
        order.map((row, index) => (canOpen[index] ? row.id : null)),
      );
      expect(items?.map((item) => item.protocol)).toEqual(
        order.map((row, index) => (canOpen[index] ? row.protocol : null)),
      );
      expect(items?.map((item) => item.createdAt)).toEqual(order.map((row) => row.createdAt.toISOString()));
    }

    // A room the caller may not see answers like one that does not exist; so does another account's.
    expect((await listOf('junior', carlasLive.id)).status).toBe(404);
    expect((await listOf('outra', room.id)).status).toBe(404);
    expect((await listOf('admin', carlasLive.id)).items?.map((item) => item.id)).toEqual([
      room.id,
      alines.id,
      carlasFinished.id,
      botOnly.id,
    ]);
  });

  it('answers an empty list for a room without a contact, and refuses a malformed id', async () => {
    const accountId = await accountIdOf(db(), 'Prosa Demo');
    const anonymous = await insertConversation(db(), { accountId, status: 'bot', queuedAt: null });
    expect(await listOf('admin', anonymous.id)).toEqual({ status: 200, items: [] });
    const tooLong = await clients.admin.get(
      `/api/live/conversations/${'x'.repeat(65)}/contact-conversations`,
    );
    expect(tooLong.status).toBe(400);
    expect((await listOf('admin', 'nao-existe')).status).toBe(404);
  });
});
