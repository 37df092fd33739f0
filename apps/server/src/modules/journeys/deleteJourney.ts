import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { deleteJourneyRow, isUsedByDepartment } from './journeyRepository.ts';

// PostgreSQL's foreign_key_violation: a department took the journey between the check and the delete.
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23503' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23503';

// A journey a department follows stays (catalogue error). Bots arrive with issue 4, which adds
// their check here (docs/decisions.md).
export async function deleteJourney(ctx: RequestContext, id: string) {
  if (await isUsedByDepartment(ctx.db, ctx.accountId, id)) throw new CatalogueError('team.journeyInUse');
  try {
    if (!(await deleteJourneyRow(ctx.db, ctx.accountId, id)))
      throw new CatalogueError('team.journeyNotFound');
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new CatalogueError('team.journeyInUse');
    throw error;
  }
}
