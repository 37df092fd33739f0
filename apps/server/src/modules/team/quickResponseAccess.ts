import { levels, type QuickResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findQuickResponse, type QuickResponseRow } from './quickResponseRepository.ts';

// The author changes their own; managers and above also change the account's shared ones.
export const mayChange = (ctx: RequestContext, row: QuickResponseRow) =>
  row.ownerId === ctx.userId || (row.shared && ctx.level <= levels.manager);

export const toQuickResponse = (ctx: RequestContext, row: QuickResponseRow): QuickResponse => ({
  id: row.id,
  title: row.title,
  message: row.message,
  shared: row.shared,
  mine: row.ownerId === ctx.userId,
  editable: mayChange(ctx, row),
});

// Someone else's private response does not exist for the caller (404, never revealed); a shared one
// they may use but not change is a 403.
export async function findChangeableQuickResponse(ctx: RequestContext, id: string) {
  const row = await findQuickResponse(ctx.db, ctx.accountId, id);
  if (!row || (row.ownerId !== ctx.userId && !row.shared))
    throw new CatalogueError('team.quickResponseNotFound');
  if (!mayChange(ctx, row)) throw new CatalogueError('generic.forbidden');
  return row;
}
