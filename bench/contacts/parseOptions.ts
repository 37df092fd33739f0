import { parseArgs } from 'node:util';
import { postgresUrlOption, readPositive, readStores, type Store } from '../benchOptionRules.ts';

export type { Store };

export interface ContactsBenchOptions {
  stores: Store[];
  // People seeded in the bench account, each with the ten custom fields.
  contacts: number;
  // Timed calls per kind of list query.
  samples: number;
  // CSV rows the import part reads.
  importRows: number;
  postgresUrl: string;
}

// `npm run bench:contacts -- --store pg|pglite|both --contacts N --samples N --import-rows N`
export function parseOptions(argv: string[]): ContactsBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      store: { type: 'string', default: 'pg' },
      contacts: { type: 'string', default: '100000' },
      samples: { type: 'string', default: '40' },
      'import-rows': { type: 'string', default: '100000' },
      'postgres-url': postgresUrlOption,
    },
  });
  return {
    stores: readStores(values.store),
    contacts: Math.floor(readPositive('contacts', values.contacts)),
    samples: Math.floor(readPositive('samples', values.samples)),
    importRows: Math.floor(readPositive('import-rows', values['import-rows'])),
    postgresUrl: values['postgres-url'],
  };
}
