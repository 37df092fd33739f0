import { parseArgs } from 'node:util';

export type Store = 'pg' | 'pglite';

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
      'postgres-url': {
        type: 'string',
        default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
      },
      'cpu-prof': { type: 'string' },
    },
  });
  const positive = (name: string, text: string) => {
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
    return value;
  };
  const store = values.store;
  if (store !== 'pg' && store !== 'pglite' && store !== 'both')
    throw new Error('--store must be pg, pglite or both');
  return {
    stores: store === 'both' ? ['pg', 'pglite'] : [store],
    customers: Math.floor(positive('customers', values.customers)),
    attendants: Math.floor(positive('attendants', values.attendants)),
    rate: positive('rate', values.rate),
    seconds: positive('seconds', values.seconds),
    postgresUrl: values['postgres-url'],
    cpuProfileDir: values['cpu-prof'] ?? null,
  };
}
