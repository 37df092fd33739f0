import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from './database.ts';

// The Database interface bound to an open transaction `tx`: what a use case written against
// `services.database` (raw statements included) runs inside the caller's transaction, so its writes
// commit or roll back with the caller's. Parameters keep their positions ($1, $2, ...; a number may
// repeat); they become drizzle parameters, never text in the statement.
export function transactionDatabase(tx: Db, kind: Database['kind']): Database {
  return {
    kind,
    db: tx,
    query: async <Row>(text: string, values: unknown[] = []) => {
      const result = await tx.execute(positionalSql(text, values));
      return { rows: (result as unknown as { rows: Row[] }).rows };
    },
    close: async () => undefined,
  };
}

export function positionalSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}
