import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type ListChannel, listLimits, type RecipientList } from '@prosa/contracts';
import { mapListColumns } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { recipientLists } from '../../db/schema/index.ts';
import { listCsvRefusals } from './listCsvRefusals.ts';
import { listImportFilePath } from './listImportFilePath.ts';
import { enqueueListImport, type ListImportServices } from './listImportJobs.ts';
import { findList, toRecipientList } from './listRepository.ts';
import { isCsvUpload, readUploadedCsv } from './readUploadedCsv.ts';

// An uploaded CSV becomes a new list filled by a job. What makes the whole file unusable (its type,
// no rows, too many, no column for the channel) is refused here, before the list exists; each row's
// own errors are the job's to report with their line.
export async function createListImport(
  services: ListImportServices,
  ctx: RequestContext,
  input: { title: string; channel: ListChannel },
  fileName: string,
  content: Buffer | undefined,
): Promise<RecipientList> {
  if (!content || content.length === 0) throw new CatalogueError('lists.fileEmpty');
  if (!isCsvUpload(fileName, content)) throw new CatalogueError('lists.fileTypeInvalid');
  const table = readUploadedCsv(content, listLimits.maxRows, listCsvRefusals);
  const columns = mapListColumns(table.header.cells, input.channel);
  if (!columns.ok) throw new CatalogueError(columns.code);
  const id = newId();
  const path = listImportFilePath(services.env.DATA_DIR, ctx.accountId, id);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  try {
    await ctx.db.insert(recipientLists).values({
      id,
      accountId: ctx.accountId,
      title: input.title,
      source: 'csv',
      channel: input.channel,
      status: 'importing',
      authorId: ctx.userId,
      totalRows: table.rows.length,
    });
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  await enqueueListImport(services, id);
  return toRecipientList(await findList(ctx.db, ctx.accountId, id));
}
