import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive, readStores, type Store } from '../benchOptionRules.ts';

export type { Store };

export interface BenchOptions {
  stores: Store[];
  customers: number;
  attendants: number;
  // Messages per second, both directions together.
  rate: number;
  seconds: number;
  // Where the PostgreSQL run creates its fresh database.
  postgresUrl: string;
  // Writes the server's CPU profile of the load window into this folder when set.
  cpuProfileDir: string | null;
}

// `npm run bench:live -- --store pg|pglite|both --customers N --attendants N --rate N --seconds N`
export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      store: { type: 'string', default: 'both' },
      customers: { type: 'string', default: '2000' },
      attendants: { type: 'string', default: '100' },
      rate: { type: 'string', default: '500' },
      seconds: { type: 'string', default: '60' },
      'postgres-url': postgresUrlOption,
      'cpu-prof': { type: 'string' },
    },
  });
  return {
    stores: readStores(values.store),
    customers: Math.floor(readPositive('customers', values.customers)),
    attendants: Math.floor(readPositive('attendants', values.attendants)),
    rate: readPositive('rate', values.rate),
    seconds: readPositive('seconds', values.seconds),
    postgresUrl: values['postgres-url'],
    cpuProfileDir: values['cpu-prof'] ?? null,
  };
}
