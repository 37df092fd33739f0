import { type AnyColumn, sql } from 'drizzle-orm';
import { heldStatuses } from '../rooms/liveStatusLists.ts';

const heldList = sql.join(
  heldStatuses.map((status) => sql`${status}`),
  sql`, `,
);

// How many rooms an attendant holds now (the department maximum counts these), as a column of a
// query over members: `userId` is that query's user id column.
export const heldRoomCount = (accountId: string, userId: AnyColumn) =>
  sql<number>`(select count(*)::int from conversations c where c.account_id = ${accountId}
        and c.attendant_id = ${userId} and c.status in (${heldList}))`;
