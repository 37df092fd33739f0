// `npm run bench:broadcast`: WhatsApp dispatches into the sandbox's Cloud API fake on PostgreSQL
// (issue 18): by default 100,000 recipients with the number's tier and the channel's cap at 1,000
// msg/s, then 6,000 at 80 msg/s. Reports, per run, the time from the first send until no recipient
// waits, the rate where the fake accepted the messages, the busiest second, duplicates (an id the
// fake accepted twice) and the share of recipients in a final state. Each run's server first sends
// a warm-up dispatch (`--warmup N` seconds of the cap's sends, 5 by default, 0 for none), reported
// on its own line. Quick smoke run: `npm run bench:broadcast -- --runs 300@80 --seconds 20 --warmup 1`.
import { cpus, loadavg } from 'node:os';
import { parseBroadcastOptions } from './parseBroadcastOptions.ts';
import { runBroadcastOnce } from './runBroadcastOnce.ts';

const options = parseBroadcastOptions(process.argv.slice(2));
console.log(
  `Broadcast bench on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, PostgreSQL, ${process.env.REDIS_URL ? 'Redis pacing' : 'in-memory pacing'}; load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
const rows: string[] = [];
for (const run of options.runs) {
  const result = await runBroadcastOnce(run, options);
  const { warmup } = result;
  if (warmup)
    console.log(
      `warm-up before the ${run.recipients} @ ${run.cap} run (a just-started server's first dispatch, not in the table): ${warmup.recipients} recipients in ${warmup.seconds.toFixed(1)} s, ${warmup.sustained.toFixed(0)} msg/s, ${warmup.duplicates} duplicates`,
    );
  rows.push(
    `| ${result.recipients} | ${result.cap} | ${result.doneSeconds.toFixed(1)} | ${result.accepted} | ${result.sustained.toFixed(0)} | ${result.busiest} | ${result.duplicates} | ${(100 * result.finalShare).toFixed(1)} % | ${result.serverCpuSeconds.toFixed(1)} | ${result.lagP99Ms.toFixed(0)} |`,
  );
}
console.log(
  '| recipients | cap msg/s | done in s | accepted | sustained msg/s | busiest second | duplicates | final state | server CPU s | server lag p99 ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(
  `load average at the end ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
