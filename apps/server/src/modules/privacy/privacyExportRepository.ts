import { join } from 'node:path';
import type { PrivacyExport } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { privacyExports } from '../../db/schema/index.ts';

type ExportRow = typeof privacyExports.$inferSelect;

// Where an export's archive waits for its download, beside the uploads in the data directory.
export const privacyExportPath = (dataDir: string, accountId: string, exportId: string) =>
  join(dataDir, 'privacy-exports', accountId, `${exportId}.zip`);

export const toPrivacyExport = (row: ExportRow): PrivacyExport => ({
  id: row.id,
  contactId: row.contactId,
  status: row.status,
  processedItems: row.processedItems,
  totalItems: row.totalItems,
  fileSize: row.fileSize,
  failure: row.failure,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export async function findPrivacyExport(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.id, id), eq(privacyExports.accountId, accountId)));
  return row ?? null;
}

export async function updatePrivacyExport(
  db: Db,
  accountId: string,
  id: string,
  values: Partial<Omit<ExportRow, 'id' | 'accountId' | 'contactId'>>,
) {
  await db
    .update(privacyExports)
    .set(values)
    .where(and(eq(privacyExports.id, id), eq(privacyExports.accountId, accountId)));
}
