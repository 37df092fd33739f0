import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { conversations, departments, departmentUsers, memberships } from '../../db/schema/index.ts';
import type { ApiClient } from '../../testing/ApiClient.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../live/testing/insertConversation.ts';

// The detail's transshipment history and internal comments: the steps come from the live chat's
// own take and transfer (recorded by the database whichever path wrote them), the comments follow
// the same view rule as the detail, and attendants and above may write them.
describe('a conversation’s history and comments (/api/conversations/:id)', () => {
  let server: TestServer;
  const as: Record<string, ApiClient> = {};
  let accountId = '';
  let attendantId = '';
  let roomId = '';
  let hiddenId = '';
  const sales = { id: newId(), name: 'Vendas' };
  const billing = { id: newId(), name: 'Cobrança' };
  const db = () => server.services.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    for (const department of [sales, billing])
      await db()
        .insert(departments)
        .values({ ...department, accountId, queue: true });
    await db().insert(departmentUsers).values({ departmentId: sales.id, accountId, userId: attendantId });
    await db().update(memberships).set({ viewRule: 'all' }).where(eq(memberships.userId, attendantId));
    for (const email of [
      'admin@prosa.demo',
      'gestor@prosa.demo',
      'atendente@prosa.demo',
      'junior@prosa.demo',
      'admin@outra.demo',
    ])
      as[email] = (await signIn(server.url, email)).client;
    roomId = (await insertConversation(db(), { accountId, departmentId: sales.id, queuedAt: new Date() })).id;
    // Live and held by the administrator: the junior may not see it (the live view rule).
    const adminId = await userIdOf(db(), 'admin@prosa.demo');
    hiddenId = (
      await insertConversation(db(), {
        accountId,
        status: 'attending',
        attendantId: adminId,
        attendants: [{ id: adminId, name: 'Ana Administradora' }],
      })
    ).id;
  });
  afterAll(() => server?.close());

  it('lists the queue, the take, the transfer and the end in order, with names and times', async () => {
    const attendant = as['atendente@prosa.demo'] as ApiClient;
    expect((await attendant.post(`/api/live/conversations/${roomId}/take`)).status).toBe(200);
    const moved = await attendant.post(`/api/live/conversations/${roomId}/transfer`, {
      departmentId: billing.id,
    });
    expect(moved.status).toBe(200);
    await db()
      .update(conversations)
      .set({ status: 'abandoned', finishedAt: new Date() })
      .where(eq(conversations.id, roomId));

    const { status, body } = await (as['admin@prosa.demo'] as ApiClient).get(`/api/conversations/${roomId}`);
    expect(status).toBe(200);
    expect(
      body.steps.map((step: Record<string, unknown>) => [
        step.kind,
        step.isTransfer,
        step.departmentName,
        step.attendantName,
      ]),
    ).toEqual([
      ['queued', false, 'Vendas', null],
      ['assigned', false, 'Vendas', 'Aline Atendente'],
      ['queued', true, 'Cobrança', null],
      ['finished', false, 'Cobrança', null],
    ]);
    const times = body.steps.map((step: { at: string }) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.comments).toEqual([]);
  });

  it('adds internal comments that the detail lists oldest first, with their authors', async () => {
    const attendant = as['atendente@prosa.demo'] as ApiClient;
    const first = await attendant.post(`/api/conversations/${roomId}/comments`, {
      text: '  Cliente pediu retorno amanhã  ',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      authorId: attendantId,
      authorName: 'Aline Atendente',
      text: 'Cliente pediu retorno amanhã',
    });
    await (as['admin@prosa.demo'] as ApiClient).post(`/api/conversations/${roomId}/comments`, {
      text: '<b>Boleto</b> reenviado',
    });
    // A manager reads them (the conversation ended, so the view rule lets them see it).
    const { body } = await (as['gestor@prosa.demo'] as ApiClient).get(`/api/conversations/${roomId}`);
    expect(body.comments.map((c: { authorName: string; text: string }) => [c.authorName, c.text])).toEqual([
      ['Aline Atendente', 'Cliente pediu retorno amanhã'],
      ['Ana Administradora', '<b>Boleto</b> reenviado'],
    ]);
  });

  it('refuses an empty or too long comment, a junior, one the caller may not see and another account', async () => {
    const admin = as['admin@prosa.demo'] as ApiClient;
    const url = `/api/conversations/${roomId}/comments`;
    const empty = await admin.post(url, { text: '   ' });
    expect([empty.status, empty.body.error.code]).toEqual([400, 'conversations.commentEmpty']);
    const long = await admin.post(url, { text: 'x'.repeat(2001) });
    expect([long.status, long.body.error.code]).toEqual([400, 'conversations.commentTooLong']);
    expect((await (as['junior@prosa.demo'] as ApiClient).post(url, { text: 'oi' })).status).toBe(403);
    // A manager sees no live conversation another member holds.
    const hidden = await (as['gestor@prosa.demo'] as ApiClient).post(
      `/api/conversations/${hiddenId}/comments`,
      {
        text: 'oi',
      },
    );
    expect([hidden.status, hidden.body.error.code]).toEqual([404, 'conversations.notFound']);
    const elsewhere = await (as['admin@outra.demo'] as ApiClient).post(url, { text: 'oi' });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([404, 'conversations.notFound']);
    const junior = await (as['junior@prosa.demo'] as ApiClient).get(`/api/conversations/${hiddenId}`);
    expect([junior.status, junior.body.error.code]).toEqual([404, 'conversations.notFound']);
    // What the others were refused left nothing behind.
    const { body } = await admin.get(`/api/conversations/${roomId}`);
    expect(body.comments).toHaveLength(2);
  });
});
