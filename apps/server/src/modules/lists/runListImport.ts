import { readFile, rm } from 'node:fs/promises';
import { type ListRowError, listLimits } from '@prosa/contracts';
import { mapListColumns, readListRow } from '@prosa/domain';
import { and, eq } from 'drizzle-orm';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { recipientListEntries, recipientLists } from '../../db/schema/index.ts';
import { listCsvRefusals } from './listCsvRefusals.ts';
import { listImportFilePath } from './listImportFilePath.ts';
import type { ListImportServices } from './listImportJobs.ts';
import { countListEntries } from './listRepository.ts';
import { readUploadedCsv } from './readUploadedCsv.ts';

// Rows per transaction: few statements, and progress the panel sees move.
export const listImportBatchSize = 1000;

// The import job: checks every row against the channel's rule (spec campaigns §5) and writes the
// valid ones batch by batch. Each batch's entries and the progress that counts them commit together,
// so a restart resumes after the last batch without writing a row twice.
export async function runListImport(services: ListImportServices, listId: string) {
  const { db } = services.database;
  const [list] = await db
    .select()
    .from(recipientLists)
    .where(and(eq(recipientLists.id, listId), eq(recipientLists.status, 'importing')));
  if (!list?.channel) return;
  const channel = list.channel;
  const path = listImportFilePath(services.env.DATA_DIR, list.accountId, list.id);
  try {
    const table = readUploadedCsv(await readFile(path), listLimits.maxRows, listCsvRefusals);
    const mapped = mapListColumns(table.header.cells, channel);
    if (!mapped.ok) throw new CatalogueError(mapped.code);
    let { processedRows, errorCount } = list;
    const errors: ListRowError[] = [...list.errors];
    // Entries are numbered in file order among the valid rows; a resumed run goes on from the count.
    let position = processedRows - errorCount;
    for (let start = processedRows; start < table.rows.length; start += listImportBatchSize) {
      const entries: (typeof recipientListEntries.$inferInsert)[] = [];
      for (const row of table.rows.slice(start, start + listImportBatchSize)) {
        const read = readListRow(row.cells, mapped.columns, channel);
        if (read.ok) entries.push({ listId, position: position++, ...read.values });
        else {
          errorCount += 1;
          if (errors.length < listLimits.keptErrors) errors.push({ line: row.line, code: read.code });
        }
      }
      processedRows = Math.min(start + listImportBatchSize, table.rows.length);
      const stillImporting = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(recipientLists)
          .set({ processedRows, errorCount, errors })
          .where(and(eq(recipientLists.id, listId), eq(recipientLists.status, 'importing')))
          .returning({ id: recipientLists.id });
        if (updated && entries.length > 0) await tx.insert(recipientListEntries).values(entries);
        return updated !== undefined;
      });
      // Deleted while it was importing: nothing left to fill.
      if (!stillImporting) return;
    }
    await db
      .update(recipientLists)
      .set({ status: 'ready', ...(await countListEntries(db, listId)) })
      .where(eq(recipientLists.id, listId));
  } catch (error) {
    if (!(error instanceof CatalogueError))
      services.log.error({ err: error, listId }, 'a list import failed');
    await db
      .update(recipientLists)
      .set({ status: 'failed', failure: error instanceof CatalogueError ? error.code : 'lists.importFailed' })
      .where(eq(recipientLists.id, listId));
  } finally {
    await rm(path, { force: true });
  }
}
