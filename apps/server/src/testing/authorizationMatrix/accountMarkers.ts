import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

// Strings that belong to one account alone: its id and name, the text id of every row of every
// table with an account_id (a number, such as a step's, would be found in any text), and its
// members who belong to no other account. Found from the schema, so a table added later is
// covered without touching the test.
export async function accountMarkers(db: Db, accountId: string): Promise<string[]> {
  const tables = rowsOf(
    await db.execute(sql`
      select c.table_name as name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name
      where c.table_schema = 'public' and c.column_name = 'account_id' and i.column_name = 'id'
        and i.data_type = 'text'`),
  ).map((row) => String(row.name));
  const markers = [accountId];
  for (const table of tables) {
    const rows = rowsOf(
      await db.execute(sql`select id from ${sql.identifier(table)} where account_id = ${accountId}`),
    );
    markers.push(...rows.map((row) => String(row.id)));
  }
  const [account] = rowsOf(await db.execute(sql`select name from accounts where id = ${accountId}`));
  markers.push(String(account?.name));
  const members = rowsOf(
    await db.execute(sql`
      select m.user_id from memberships m where m.account_id = ${accountId}
      and not exists (select 1 from memberships o where o.user_id = m.user_id and o.account_id <> ${accountId})`),
  );
  markers.push(...members.map((row) => String(row.user_id)));
  return markers;
}
