import { rm } from 'node:fs/promises';
import { type ContactImportRowError, contactImportLimits } from '@prosa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { AppServices } from '../../app/services.ts';
import { contactImports, memberships } from '../../db/schema/index.ts';
import { accountToday, readCrmLayout } from '../contacts/index.ts';
import { ContactKeyIndex } from './ContactKeyIndex.ts';
import { findListTag } from './findListTag.ts';
import { importFilePath } from './importFilePath.ts';
import { mapImportColumns } from './mapImportColumns.ts';
import { planImportBatch } from './planImportBatch.ts';
import { planImportRow } from './planImportRow.ts';
import { readImportFile } from './readImportFile.ts';
import { type ImportProgress, writeImportBatch } from './writeImportBatch.ts';

// Rows per transaction: large enough that statements are few, small enough that progress moves.
export const importBatchSize = 1000;

export type ImportServices = Pick<AppServices, 'database' | 'env' | 'events' | 'log'>;

// The import job: reads the stored file, checks every row as the contact form would, and writes
// the valid ones batch by batch. It runs as its author (their level decides the fields it may
// fill) and resumes after the last batch recorded when a restart interrupted it.
export async function runContactImport(services: ImportServices, importId: string) {
  const { db } = services.database;
  const [record] = await db
    .update(contactImports)
    .set({ status: 'running' })
    .where(and(eq(contactImports.id, importId), inArray(contactImports.status, ['queued', 'running'])))
    .returning();
  if (!record) return;
  const path = importFilePath(services.env.DATA_DIR, record.accountId, record.id);
  try {
    const [author] = record.authorId
      ? await db
          .select({ level: memberships.level })
          .from(memberships)
          .where(
            and(
              eq(memberships.accountId, record.accountId),
              eq(memberships.userId, record.authorId),
              eq(memberships.isActive, true),
            ),
          )
      : [];
    if (!author || !record.authorId) throw new CatalogueError('contactImport.authorGone');
    const ctx: RequestContext = {
      db,
      events: services.events,
      accountId: record.accountId,
      userId: record.authorId,
      sessionId: '',
      level: author.level,
      language: 'pt-BR',
    };
    const layout = await readCrmLayout(ctx, record.type);
    const table = await readImportFile(path, record.fileFormat);
    const columns = mapImportColumns(table.header.cells, layout);
    const today = await accountToday(ctx);
    const target = {
      importId: record.id,
      accountId: record.accountId,
      type: record.type,
      authorId: record.authorId,
      keyBehaviour: record.keyBehaviour,
      tagId: await findListTag(db, record.accountId, record.listName),
      layout,
    };
    const index = await ContactKeyIndex.load(db, record.accountId, record.type, layout);
    const progress: ImportProgress = {
      processedRows: record.processedRows,
      importedCount: record.importedCount,
      createdCount: record.createdCount,
      updatedCount: record.updatedCount,
      errorCount: record.errorCount,
      errors: [...record.errors],
    };
    for (let start = record.processedRows; start < table.rows.length; start += importBatchSize) {
      const valid: Map<string, string>[] = [];
      for (const row of table.rows.slice(start, start + importBatchSize)) {
        const planned = planImportRow(row.line, row.cells, columns, layout, today);
        if (planned.ok) valid.push(planned.values);
        else addErrors(progress, planned.errors);
      }
      progress.processedRows = Math.min(start + importBatchSize, table.rows.length);
      progress.importedCount += valid.length;
      await writeImportBatch(db, target, planImportBatch(valid, index, record.keyBehaviour), progress);
    }
    await db
      .update(contactImports)
      .set({ status: 'done', totalRows: table.rows.length, finishedAt: sql`now()` })
      .where(eq(contactImports.id, record.id));
  } catch (error) {
    if (!(error instanceof CatalogueError))
      services.log.error({ err: error, importId: record.id }, 'a contact import failed');
    await db
      .update(contactImports)
      .set({
        status: 'failed',
        failure: error instanceof CatalogueError ? error.code : 'contactImport.failed',
        finishedAt: sql`now()`,
      })
      .where(eq(contactImports.id, record.id));
  }
  await rm(path, { force: true });
}

// Every skipped row is counted; the first ones are kept to be shown.
function addErrors(progress: ImportProgress, errors: ContactImportRowError[]) {
  progress.errorCount += 1;
  const room = contactImportLimits.keptErrors - progress.errors.length;
  if (room > 0) progress.errors.push(...errors.slice(0, room));
}
