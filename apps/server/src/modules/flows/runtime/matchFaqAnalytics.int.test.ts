import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../app/newId.ts';
import { findDemoBot } from '../../../testing/findDemoBot.ts';
import { signIn } from '../../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../../testing/startTestServer.ts';
import { matchFaq } from './matchFaq.ts';

// A FAQ line's answer, or its lack, reaches the knowledge pages (through knowledge_answers and the
// rollups), without the customer's words.
describe('knowledge analytics from FAQ lines', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('counts what the knowledge base answered and missed today', async () => {
    const { database } = server.services;
    const { accountId } = await findDemoBot(database.db);
    const baseId = newId();
    const questionId = newId();
    await database.query(
      `insert into knowledge_bases (id, account_id, title) values ($1, $2, 'Analytics FAQ')`,
      [baseId, accountId],
    );
    await database.query(
      `insert into knowledge_questions (id, account_id, base_id, title, responses, intentions)
       values ($1, $2, $3, 'Horário de funcionamento', $4, $5)`,
      [
        questionId,
        accountId,
        baseId,
        JSON.stringify([{ type: 'text', text: 'Das 8h às 18h.' }]),
        JSON.stringify([{ word: 'horario', weight: 10 }]),
      ],
    );
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const before = (await client.get('/api/analytics/knowledge?preset=today')).body;

    expect((await matchFaq(database.db, accountId, 'qual o horario?', [baseId])).isAnswered).toBe(true);
    expect((await matchFaq(database.db, accountId, 'segredo do cofre', [baseId])).isAnswered).toBe(false);

    const after = (await client.get('/api/analytics/knowledge?preset=today')).body;
    expect([after.answered - before.answered, after.unanswered - before.unanswered]).toEqual([1, 1]);
    expect((await client.get('/api/analytics/knowledge/responses?preset=today')).body.rows).toContainEqual({
      questionId,
      title: 'Horário de funcionamento',
      count: 1,
    });
    const stored = await database.query<{ text: string }>(
      'select * from knowledge_answers where account_id = $1',
      [accountId],
    );
    expect(JSON.stringify(stored.rows)).not.toContain('cofre');
  });
});
