import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive } from '../benchOptionRules.ts';

export interface ChannelBenchOptions {
  customers: number;
  attendants: number;
  // Inbound webhook messages per second, and for how long.
  rate: number;
  seconds: number;
  // Attendant replies per second offered to the outbox (above the fake's 80/s cap on purpose), and
  // for how long.
  outRate: number;
  outSeconds: number;
  postgresUrl: string;
  // Where the server writes a CPU profile (and its top queries) of the inbound window, if set.
  profileDir: string | null;
}

// `npm run bench:channels -- --customers N --attendants N --rate N --seconds N --out-rate N --out-seconds N`
export function parseOptions(argv: string[]): ChannelBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      customers: { type: 'string', default: '300' },
      attendants: { type: 'string', default: '10' },
      rate: { type: 'string', default: '500' },
      seconds: { type: 'string', default: '60' },
      'out-rate': { type: 'string', default: '120' },
      'out-seconds': { type: 'string', default: '30' },
      'postgres-url': postgresUrlOption,
      profile: { type: 'string' },
    },
  });
  return {
    customers: Math.floor(readPositive('customers', values.customers)),
    attendants: Math.floor(readPositive('attendants', values.attendants)),
    rate: readPositive('rate', values.rate),
    seconds: readPositive('seconds', values.seconds),
    outRate: readPositive('out-rate', values['out-rate']),
    outSeconds: readPositive('out-seconds', values['out-seconds']),
    postgresUrl: values['postgres-url'],
    profileDir: values.profile ?? null,
  };
}
