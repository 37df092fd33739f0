import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { departments } from '../../../db/schema/index.ts';

export type DepartmentRow = typeof departments.$inferSelect;

export async function findDepartment(db: Db, accountId: string, id: string | null) {
  if (!id) return null;
  const [department] = await db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.accountId, accountId)));
  return department ?? null;
}
