import type { ContactMergeResult } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { refuseIfLockedByOther } from '../contacts/index.ts';
import { lockContactPair } from './lockContactPair.ts';
import { mergeContactRows } from './mergeContactRows.ts';

// POST /api/contacts/:id/merge: the contact in the path stays, `otherId` moves into it and goes.
// Checked under both row locks, in one transaction with the move: neither may be open in another
// user's form (their save would write into a contact that no longer exists).
export async function mergeContacts(
  ctx: RequestContext,
  keptId: string,
  otherId: string,
): Promise<ContactMergeResult> {
  if (keptId === otherId) throw new CatalogueError('contacts.mergeSameContact');
  return failAs('contacts.saveFailed', () =>
    ctx.db.transaction(async (tx) => {
      const [kept, other] = await lockContactPair(tx, ctx.accountId, keptId, otherId);
      if (!kept || !other) throw new CatalogueError('contacts.notFound');
      if (kept.kind !== other.kind) throw new CatalogueError('contacts.mergeTypeMismatch');
      await refuseIfLockedByOther(tx, kept, ctx.userId);
      await refuseIfLockedByOther(tx, other, ctx.userId);
      return mergeContactRows(tx, ctx.accountId, kept, other, ctx.userId);
    }),
  );
}
