import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive } from '../benchOptionRules.ts';

export interface BroadcastRun {
  recipients: number;
  // The number's throughput tier at the fake and the channel's configured cap (messages/s).
  cap: number;
}

export interface BroadcastBenchOptions {
  runs: BroadcastRun[];
  // Each run gives up after this long.
  seconds: number;
  postgresUrl: string;
  // Where the server writes a CPU profile (and its top queries) of each run, if set.
  profileDir: string | null;
  // Seconds of the cap's sends in a dispatch the just-started server sends first, on the same
  // number, outside the measure: the run is then a server in service, as bench:mixed's warm-up
  // (0: none).
  warmup: number;
}

// `npm run bench:broadcast -- --runs 100000@1000,6000@80 --seconds N --warmup N [--profile DIR]`:
// each run is recipients@cap, after a warm-up dispatch of 5 s of the cap's sends by default. The
// default runs are the pair: 100,000 at 1,000 msg/s, then the 80 msg/s cap with 6,000 (75 s
// at the cap; 100,000 would take 21 minutes and show the same busiest second).
export function parseBroadcastOptions(argv: string[]): BroadcastBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '100000@1000,6000@80' },
      seconds: { type: 'string', default: '300' },
      'postgres-url': postgresUrlOption,
      profile: { type: 'string' },
      warmup: { type: 'string', default: '5' },
    },
  });
  return {
    runs: values.runs.split(',').map((run) => {
      const [recipients = '', cap = ''] = run.split('@');
      return {
        recipients: Math.floor(readPositive('runs (recipients)', recipients)),
        cap: Math.floor(readPositive('runs (cap)', cap)),
      };
    }),
    seconds: readPositive('seconds', values.seconds),
    postgresUrl: values['postgres-url'],
    profileDir: values.profile ?? null,
    warmup: values.warmup === '0' ? 0 : readPositive('warmup', values.warmup),
  };
}
