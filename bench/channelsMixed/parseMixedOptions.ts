import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive } from '../benchOptionRules.ts';

export interface MixedBenchOptions {
  // Inbound messages per second over all channels, and for how long.
  rate: number;
  seconds: number;
  // Seconds of the same load before the measured window, on the freshly started server (its
  // connections, compiled code and the customers' conversations); reported apart, 0 for none.
  warmup: number;
  // Customers writing to each channel (each one's first message opens a conversation).
  customers: number;
  postgresUrl: string;
  // Where the server writes a CPU profile (and its top queries), if set.
  profileDir: string | null;
}

// `npm run bench:mixed -- --rate N --seconds N --warmup N --customers N [--profile DIR]`
export function parseMixedOptions(argv: string[]): MixedBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '10' },
      customers: { type: 'string', default: '20' },
      'postgres-url': postgresUrlOption,
      profile: { type: 'string' },
    },
  });
  return {
    rate: readPositive('rate', values.rate),
    seconds: readPositive('seconds', values.seconds),
    warmup: values.warmup === '0' ? 0 : readPositive('warmup', values.warmup),
    customers: Math.floor(readPositive('customers', values.customers)),
    postgresUrl: values['postgres-url'],
    profileDir: values.profile ?? null,
  };
}
