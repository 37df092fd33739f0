import { loadavg } from 'node:os';
import { listContacts } from '../../apps/server/src/modules/contacts/listContacts.ts';
import { capture } from './captureStatements.ts';
import { type Cursors, listQueryKinds } from './listQueryKinds.ts';
import type { ContactsBenchOptions, Store } from './parseOptions.ts';
import { type Percentiles, percentiles } from './percentiles.ts';
import { prepareContactsDatabase } from './prepareContactsDatabase.ts';

export interface KindResult extends Percentiles {
  name: string;
  // Matching people of the kind's first sample (the page's `total`): how selective it is.
  total: number;
}

export interface ContactsStoreResult {
  store: Store;
  contacts: number;
  seedSeconds: number;
  kinds: KindResult[];
  overall: Percentiles;
  // EXPLAIN ANALYZE of the statements the slowest kind's slowest sample sends about contacts.
  slowest: { name: string; query: Record<string, string>; plans: string[] };
  loadAverage: [number, number];
}

// The list part: listContacts, the use case GET /api/contacts calls, in this process with the
// administrator's context (no HTTP; the route adds only parsing the query string and JSON).
// Rounds of one call per kind, in a shuffled order each round, one call at a time.
export async function runStore(
  store: Store,
  options: ContactsBenchOptions,
  print: (line: string) => void,
): Promise<ContactsStoreResult> {
  const prepared = await prepareContactsDatabase(store, options.postgresUrl, options.contacts, print);
  const { database, ctx, fields } = prepared;
  try {
    const randomRows = (key: string, values: unknown[]) =>
      database.query<{ key: string; id: string }>(
        `select ${key} as key, id from contacts where account_id = $1 and kind = 'person'
         order by md5(id) limit 200`,
        [ctx.accountId, ...values],
      );
    const cursors: Cursors = {
      byName: (await randomRows('name', [])).rows,
      byScore: (await randomRows(`coalesce(fields ->> $2::text, '')`, [fields.score.id])).rows,
    };
    const kinds = listQueryKinds(fields, cursors);
    const loadBefore = loadavg()[0] ?? 0;
    const totals = new Map<string, number>();
    for (const kind of kinds) totals.set(kind.name, (await listContacts(ctx, kind.query(0))).total);
    const timings = new Map(kinds.map((kind) => [kind.name, [] as number[]]));
    const slowestSample = new Map(kinds.map((kind) => [kind.name, { ms: 0, index: 0 }]));
    let order = [...kinds];
    for (let round = 0; round < options.samples; round++) {
      order = shuffle(order, round);
      for (const kind of order) {
        const started = performance.now();
        await listContacts(ctx, kind.query(round));
        const ms = performance.now() - started;
        timings.get(kind.name)?.push(ms);
        const slowest = slowestSample.get(kind.name);
        if (slowest && ms > slowest.ms) slowestSample.set(kind.name, { ms, index: round });
      }
    }
    const loadAfter = loadavg()[0] ?? 0;
    const results = kinds.map((kind) => ({
      name: kind.name,
      total: totals.get(kind.name) ?? 0,
      ...percentiles(timings.get(kind.name) ?? []),
    }));
    const worst = [...results].sort((a, b) => b.p95 - a.p95)[0];
    const worstKind = kinds.find((kind) => kind.name === worst?.name) ?? kinds[0];
    if (!worstKind) throw new Error('no list query kinds');
    const query = worstKind.query(slowestSample.get(worstKind.name)?.index ?? 0);
    const statements = await capture(() => listContacts(ctx, query));
    const plans: string[] = [];
    for (const statement of statements.filter((s) => /from "contacts"/.test(s.text))) {
      const explained = await database.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.values,
      );
      plans.push(
        `${statement.text}\n-- values: ${JSON.stringify(statement.values)}\n${explained.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
      );
    }
    return {
      store,
      contacts: options.contacts,
      seedSeconds: prepared.seedSeconds,
      kinds: results,
      overall: percentiles([...timings.values()].flat()),
      slowest: { name: worstKind.name, query, plans },
      loadAverage: [loadBefore, loadAfter],
    };
  } finally {
    await prepared.drop();
  }
}

// A different, repeatable order each round, so no kind always follows the same one.
function shuffle<T>(list: T[], round: number): T[] {
  const copy = [...list];
  let seed = round + 1;
  for (let i = copy.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
