import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ContactImport, contactImportQuery } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { contactImports } from '../../db/schema/index.ts';
import { readCrmLayout } from '../contacts/index.ts';
import { enqueueContactImport } from './contactImportJobs.ts';
import { findContactImport } from './contactImportRepository.ts';
import { importFilePath } from './importFilePath.ts';
import { mapImportColumns } from './mapImportColumns.ts';
import { importFileFormat, readImportTable } from './readImportFile.ts';
import type { ImportServices } from './runContactImport.ts';

// An uploaded file becomes a queued import. Whatever makes the whole file unusable (its type, no
// rows, too many, no name column) is refused here, before a record or a contact is written; each
// row's own errors are the job's to report.
export async function createContactImport(
  services: ImportServices,
  ctx: RequestContext,
  query: z.output<typeof contactImportQuery>,
  fileName: string,
  content: Buffer | undefined,
): Promise<ContactImport> {
  if (!content || content.length === 0) throw new CatalogueError('contactImport.fileEmpty');
  const format = importFileFormat(fileName, content);
  const table = await readImportTable(content, format);
  mapImportColumns(table.header.cells, await readCrmLayout(ctx, query.type));
  const id = newId();
  const path = importFilePath(services.env.DATA_DIR, ctx.accountId, id);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  try {
    await ctx.db.insert(contactImports).values({
      id,
      accountId: ctx.accountId,
      type: query.type,
      name: fileName,
      listName: query.listName || fileName.replace(/\.(csv|xlsx)$/i, '').slice(0, 60),
      authorId: ctx.userId,
      fileFormat: format,
      keyBehaviour: query.keyBehaviour,
      totalRows: table.rows.length,
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  await enqueueContactImport(services, id);
  const created = await findContactImport(ctx.db, ctx.accountId, id);
  if (!created) throw new CatalogueError('contactImport.notFound');
  return created;
}
