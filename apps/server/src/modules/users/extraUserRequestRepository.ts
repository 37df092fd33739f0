import type { ExtraUserRequest } from '@prosa/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { extraUserRequests } from '../../db/schema/index.ts';

const columns = {
  id: extraUserRequests.id,
  quantity: extraUserRequests.quantity,
  comment: extraUserRequests.comment,
  status: extraUserRequests.status,
  createdAt: extraUserRequests.createdAt,
};
type Row = { createdAt: Date } & Omit<ExtraUserRequest, 'createdAt'>;
const toDto = (row: Row): ExtraUserRequest => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function insertExtraUserRequest(
  db: Db,
  values: { id: string; accountId: string; requestedBy: string; quantity: number; comment: string },
) {
  const [row] = await db.insert(extraUserRequests).values(values).returning(columns);
  if (!row) throw new Error('extra user request insert returned nothing');
  return toDto(row);
}

export async function findLatestExtraUserRequest(db: Db, accountId: string) {
  const [row] = await db
    .select(columns)
    .from(extraUserRequests)
    .where(eq(extraUserRequests.accountId, accountId))
    .orderBy(desc(extraUserRequests.createdAt), desc(extraUserRequests.id))
    .limit(1);
  return row ? toDto(row) : null;
}
