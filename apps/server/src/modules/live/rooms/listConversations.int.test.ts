import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import { departments, departmentUsers } from '../../../db/schema/index.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { accountIdOf, insertConversation, userIdOf } from '../testing/insertConversation.ts';

describe('the attendant’s conversation lists', () => {
  let server: TestServer;
  let accountId: string;
  let attendantId: string;
  let attendant: ApiClient;
  const db = () => server.services.database.db;
  const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 9, minute));
  // A department of its own per test, so each reads only its own rooms.
  const newDepartment = async () => {
    const id = newId();
    await db()
      .insert(departments)
      .values({ id, accountId, name: `Lista ${id.slice(-4)}`, queue: true });
    await db().insert(departmentUsers).values({ departmentId: id, accountId, userId: attendantId });
    return id;
  };
  const names = async (box: string, departmentId: string, sort?: number) => {
    const query = `box=${box}&departmentId=${departmentId}${sort === undefined ? '' : `&sort=${sort}`}`;
    const answer = await attendant.get(`/api/live/conversations?${query}`);
    expect(answer.status).toBe(200);
    return answer.body.items.map((item: { customerName: string }) => item.customerName);
  };

  beforeAll(async () => {
    server = await startTestServer();
    accountId = await accountIdOf(db(), 'Prosa Demo');
    attendantId = await userIdOf(db(), 'atendente@prosa.demo');
    attendant = (await signIn(server.url, 'atendente@prosa.demo')).client;
  });
  afterAll(() => server?.close());

  it('sorts by the last message (±11) or by the conversation’s start (±12), newest or oldest first', async () => {
    const departmentId = await newDepartment();
    // Started in the order A, B, C; last written in the order B, C, A.
    for (const [customerName, started, lastMessage] of [
      ['A', 0, 50],
      ['B', 10, 30],
      ['C', 20, 40],
    ] as const)
      await insertConversation(db(), {
        accountId,
        departmentId,
        customerName,
        status: 'waiting',
        attendantId,
        createdAt: at(started),
        lastMessageAt: at(lastMessage),
      });
    expect(await names('inbox', departmentId)).toEqual(['A', 'C', 'B']);
    expect(await names('inbox', departmentId, -11)).toEqual(['A', 'C', 'B']);
    expect(await names('inbox', departmentId, 11)).toEqual(['B', 'C', 'A']);
    expect(await names('inbox', departmentId, -12)).toEqual(['C', 'B', 'A']);
    expect(await names('inbox', departmentId, 12)).toEqual(['A', 'B', 'C']);
    const refused = await attendant.get(`/api/live/conversations?box=inbox&sort=13`);
    expect(refused.status).toBe(400);
  });

  it('keeps a finished room in the inbox until it is archived; the finished box lists both', async () => {
    const departmentId = await newDepartment();
    const held = (customerName: string) =>
      insertConversation(db(), { accountId, departmentId, customerName, status: 'waiting', attendantId });
    const finished = await held('Finalizada');
    const archived = await held('Arquivada');
    await held('Em atendimento');

    const finish = await attendant.post(`/api/live/conversations/${finished.id}/finish`, {});
    expect([finish.status, finish.body.archived]).toEqual([200, false]);
    const finishAndArchive = await attendant.post(`/api/live/conversations/${archived.id}/finish`, {
      archive: true,
    });
    expect([finishAndArchive.status, finishAndArchive.body.archived]).toEqual([200, true]);
    expect((await names('inbox', departmentId)).sort()).toEqual(['Em atendimento', 'Finalizada']);
    expect((await names('finished', departmentId)).sort()).toEqual(['Arquivada', 'Finalizada']);

    // Archiving the finished room afterwards takes it out of the inbox as well.
    const archive = await attendant.post(`/api/live/conversations/${finished.id}/finish`, { archive: true });
    expect([archive.status, archive.body.archived, archive.body.status]).toEqual([200, true, 'finished']);
    expect(await names('inbox', departmentId)).toEqual(['Em atendimento']);
    expect((await names('finished', departmentId)).sort()).toEqual(['Arquivada', 'Finalizada']);
  });
});
