import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../app/newId.ts';
import { findDemoBot } from '../../testing/findDemoBot.ts';
import { signIn } from '../../testing/signIn.ts';
import { startTestServer, type TestServer } from '../../testing/startTestServer.ts';
import { until } from '../../testing/until.ts';

// The day rollups are cut at the account's local midnight: changing the account's time zone
// queues their rebuild, so the analytics pages count the same conversation on its new local day.
describe('rollups after a time zone change', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
    const bot = await findDemoBot(server.services.database.db);
    const id = newId();
    // 23:30 of 19/03/2020 in São Paulo, 02:30 of 20/03/2020 in UTC.
    await server.services.database.query(
      `insert into conversations (id, account_id, bot_id, visitor_id, protocol, created_at, status)
       values ($1, $2, $3, $1, $1, '2020-03-20T02:30:00Z', 'finished')`,
      [id, bot.accountId, bot.id],
    );
  });
  afterAll(() => server?.close());

  it('counts a conversation on its new local day once the zone changes, with no command run', async () => {
    const { client } = await signIn(server.url, 'admin@prosa.demo');
    const total = async (day: string) =>
      (await client.get(`/api/analytics/overview?preset=custom&from=${day}&to=${day}`)).body.totals.total;
    expect([await total('2020-03-19'), await total('2020-03-20')]).toEqual([1, 0]);

    const changed = await client.put('/api/settings/account/time-zone', { timeZone: 'UTC' });
    expect(changed.status).toBe(200);

    await until(async () => (await total('2020-03-20')) === 1);
    expect(await total('2020-03-19')).toBe(0);
  });
});
