import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive, readStores, type Store } from '../benchOptionRules.ts';

export type { Store };

export interface FlowBenchOptions {
  stores: Store[];
  conversations: number;
  // Inbound customer messages per second, over all conversations.
  rate: number;
  seconds: number;
  postgresUrl: string;
}

// `npm run bench:flow -- --store pg|pglite|both --conversations N --rate N --seconds N`
export function parseOptions(argv: string[]): FlowBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      store: { type: 'string', default: 'both' },
      conversations: { type: 'string', default: '500' },
      rate: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '60' },
      'postgres-url': postgresUrlOption,
    },
  });
  return {
    stores: readStores(values.store),
    conversations: Math.floor(readPositive('conversations', values.conversations)),
    rate: readPositive('rate', values.rate),
    seconds: readPositive('seconds', values.seconds),
    postgresUrl: values['postgres-url'],
  };
}
