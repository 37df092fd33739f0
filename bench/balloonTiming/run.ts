// `npm run bench:balloons`: how late a flow's delayed balloons reach the widget's socket (issue 13
// §9: within the appearance time + 300 ms on an idle machine), on PostgreSQL then PGlite, with a
// server in this process. `npm run bench:balloons -- --store pglite --conversations 10 --seconds 30`.
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive, readStores } from '../benchOptionRules.ts';
import { type BalloonResult, measureStore } from './measureStore.ts';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    store: { type: 'string', default: 'both' },
    conversations: { type: 'string', default: '10' },
    appearance: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    'postgres-url': postgresUrlOption,
  },
});
const options = {
  conversations: Math.floor(readPositive('conversations', values.conversations)),
  appearanceMs: Math.floor(readPositive('appearance', values.appearance)),
  seconds: readPositive('seconds', values.seconds),
  postgresUrl: values['postgres-url'],
};
console.log(
  `Delayed balloon bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
const results: BalloonResult[] = [];
for (const store of readStores(values.store)) results.push(await measureStore(store, options));
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
console.log(
  '\n| store | conversations | appearance ms | seconds | delayed balloons | lateness p50 ms | p95 ms | p99 ms | max ms | out of order | duplicates | load average (start → end) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.store === 'pg' ? 'PostgreSQL' : 'PGlite'} | ${r.conversations} | ${r.appearanceMs} | ${r.seconds} | ${r.lateness.count} | ${fixed(r.lateness.p50)} | ${fixed(r.lateness.p95)} | ${fixed(r.lateness.p99)} | ${fixed(r.lateness.max)} | ${r.outOfOrder} | ${r.duplicates} | ${fixed(r.loadAverage[0], 2)} → ${fixed(r.loadAverage[1], 2)} |`,
  );
process.exit(0);
