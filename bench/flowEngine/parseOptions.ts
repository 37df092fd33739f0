import { parseArgs } from 'node:util';

export type Store = 'pg' | 'pglite';

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
      'postgres-url': {
        type: 'string',
        default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
      },
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
    conversations: Math.floor(positive('conversations', values.conversations)),
    rate: positive('rate', values.rate),
    seconds: positive('seconds', values.seconds),
    postgresUrl: values['postgres-url'],
  };
}
