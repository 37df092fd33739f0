// `npm run bench:analytics`: every analytics page's API over 90 days of rollups for one large
// account (issue 16), through HTTP as the panel calls it, on a fresh database: PostgreSQL by
// default, PGlite with `--store pglite`. Quick smoke run:
// `npm run bench:analytics -- --conversations 20000 --samples 5`.
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { rebuildRollups } from '../../apps/server/src/modules/analytics/rebuildRollups.ts';
import { findDemoBot } from '../../apps/server/src/testing/findDemoBot.ts';
import { signIn } from '../../apps/server/src/testing/signIn.ts';
import { startTestServer } from '../../apps/server/src/testing/startTestServer.ts';
import { postgresUrlOption, readPositive, readStores, type Store } from '../benchOptionRules.ts';
import { percentiles } from '../contacts/percentiles.ts';
import { generateConversations } from './generateConversations.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    store: { type: 'string', default: 'pg' },
    conversations: { type: 'string', default: '1000000' },
    days: { type: 'string', default: '90' },
    samples: { type: 'string', default: '40' },
    'postgres-url': postgresUrlOption,
  },
});
const count = Math.floor(readPositive('conversations', values.conversations));
const days = Math.floor(readPositive('days', values.days));
const samples = Math.floor(readPositive('samples', values.samples));
const print = (line: string) => console.log(line);

// Each page's call, over the last 30 days and over the whole generated span.
// Days in the demo account's time zone (a custom range may not end after its today).
const localDay = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(ms);
const to = localDay(Date.now());
const from = localDay(Date.now() - (days - 1) * 86_400_000);
const custom = `preset=custom&from=${from}&to=${to}`;
const pages = [
  'overview',
  'channels',
  'location',
  'location/locationsTable/city',
  'attendant',
  'identifiers',
  'knowledge',
  'knowledge/responses',
  'origin',
  'flow',
];
const calls = pages.flatMap((page) => [
  { name: `${page} (${days} days)`, path: `/api/analytics/${page}?${custom}` },
  { name: `${page} (today)`, path: `/api/analytics/${page}?preset=today` },
]);
calls.push({
  name: `overview, transshipment filter (${days} days)`,
  path: `/api/analytics/overview?${custom}&transshipment=with`,
});

async function runStore(store: Store) {
  if (store === 'pg') process.env.DATABASE_URL = values['postgres-url'];
  else delete process.env.DATABASE_URL;
  const conversations = store === 'pglite' ? Math.ceil(count / 10) : count;
  // Seeding and the rebuild are single long statements; the pages' calls are not.
  const server = await startTestServer({ DATABASE_TIMEOUT_MS: '600000' });
  try {
    const bot = await findDemoBot(server.services.database.db);
    const seeding = Date.now();
    await generateConversations(
      server.services.database,
      { accountId: bot.accountId, botId: bot.id, count: conversations, days },
      (written) => process.stderr.write(`\r${store}: ${written} conversations`),
    );
    const seedSeconds = (Date.now() - seeding) / 1000;
    const rebuilding = Date.now();
    await rebuildRollups(server.services.database, bot.accountId);
    const rebuildSeconds = (Date.now() - rebuilding) / 1000;
    const { rows } = await server.services.database.query<{ n: number }>(
      'select count(*)::int as n from analytics_rollups where account_id = $1',
      [bot.accountId],
    );
    process.stderr.write('\n');
    const { client } = await signIn(server.url, 'gestor@prosa.demo');
    const timings = new Map(calls.map((call) => [call.name, [] as number[]]));
    for (const call of calls) await client.get(call.path); // warm-up
    const loadBefore = loadavg()[0] ?? 0;
    for (let round = 0; round < samples; round++)
      for (const call of [...calls].sort(() => Math.random() - 0.5)) {
        const started = performance.now();
        const answer = await client.get(call.path);
        if (answer.status !== 200) throw new Error(`${call.path} answered ${answer.status}`);
        timings.get(call.name)?.push(performance.now() - started);
      }
    const total = (await client.get(`/api/analytics/overview?${custom}`)).body.totals.total;
    print(
      `\n${store}: ${conversations.toLocaleString('en')} conversations over ${days} days (overview counts ${total}), ` +
        `seeded in ${seedSeconds.toFixed(1)} s, rollups rebuilt in ${rebuildSeconds.toFixed(1)} s ` +
        `(${rows[0]?.n.toLocaleString('en')} rollup rows); ${samples} samples per call; load ${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
    print('| call | p50 ms | p95 ms | max ms |');
    print('|---|---|---|---|');
    const all: number[] = [];
    for (const [name, values] of timings) {
      const p = percentiles(values);
      all.push(...values);
      print(`| ${name} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} |`);
    }
    const overall = percentiles(all);
    print(
      `| every call | ${overall.p50.toFixed(1)} | ${overall.p95.toFixed(1)} | ${overall.max.toFixed(1)} |`,
    );
  } finally {
    await server.close();
  }
}

print(
  `Analytics bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${new Date().toISOString()}`,
);
for (const store of readStores(values.store)) await runStore(store);
process.exit(0);
