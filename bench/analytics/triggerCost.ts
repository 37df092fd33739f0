// `node --import tsx bench/analytics/triggerCost.ts [--store pg|pglite] [--updates N]`: what keeping
// the rollups costs a writer. Times single-row conversation updates that the triggers follow (a
// status change: about thirty rollup rows) and that they skip (a message's sequence), then the same
// status changes with the triggers off, one statement at a time, on a fresh database.
import { parseArgs } from 'node:util';
import { newId } from '../../apps/server/src/app/newId.ts';
import { findDemoBot } from '../../apps/server/src/testing/findDemoBot.ts';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';
import { postgresUrlOption, readPositive } from '../benchOptionRules.ts';
import { percentiles } from '../contacts/percentiles.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    store: { type: 'string', default: 'pg' },
    updates: { type: 'string', default: '1000' },
    'postgres-url': postgresUrlOption,
  },
});
if (values.store === 'pg') process.env.DATABASE_URL = values['postgres-url'];
else delete process.env.DATABASE_URL;
const updates = Math.floor(readPositive('updates', values.updates));
const server = await startTestServer();
try {
  const { database } = server.services;
  const bot = await findDemoBot(database.db);
  const ids: string[] = [];
  for (let index = 0; index < updates; index++) {
    const id = newId();
    ids.push(id);
    await database.query(
      `insert into conversations (id, account_id, bot_id, visitor_id, protocol, archived_at, attendant_id, collected, location)
       values ($1, $2, $3, $1, $1, now(), 'a' || ($4::int % 10), '{"email":"x","cpf":"y"}', '{"country":"BR","state":"SP","city":"Santos"}')`,
      [id, bot.accountId, bot.id, index],
    );
  }
  const time = async (name: string, statement: string, status: (index: number) => string) => {
    const timings: number[] = [];
    for (const [index, id] of ids.entries()) {
      const started = performance.now();
      await database.query(statement, [id, status(index)]);
      timings.push(performance.now() - started);
    }
    const p = percentiles(timings);
    console.log(
      `| ${values.store} | ${name} | ${p.p50.toFixed(2)} | ${p.p95.toFixed(2)} | ${p.p99.toFixed(2)} |`,
    );
  };
  console.log('| store | single-row update | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
  const statusChange = 'update conversations set status = $2 where id = $1';
  await time('status change, rollups kept', statusChange, () => 'finished');
  await time(
    'message (last_seq), no rollup change',
    "update conversations set last_seq = last_seq + 1, last_message_at = now() where id = $1 and $2 <> ''",
    () => 'x',
  );
  await database.query('alter table conversations disable trigger analytics_conversation_update');
  await time('status change, triggers off', statusChange, () => 'abandoned');
  await database.query('alter table conversations enable trigger analytics_conversation_update');
} finally {
  await server.close();
}
process.exit(0);
