import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { endUserSessions } from '../identity/index.ts';
import { findMemberOrFail } from './findMemberOrFail.ts';
import { hasActiveConversations } from './hasActiveConversations.ts';
import { deleteMemberRows } from './memberRepository.ts';
import { refuseMemberChange } from './refuseMemberChange.ts';

// Removes the member from the account (the person too, when no other account knows them).
// A member holding live conversations is refused: they must be finished or transferred first.
export async function deleteUser(ctx: RequestContext, id: string) {
  const target = await findMemberOrFail(ctx.db, ctx.accountId, id);
  const refusal = refuseMemberChange(ctx, target, { kind: 'delete' });
  if (refusal) throw new CatalogueError(refusal);
  if (await hasActiveConversations(ctx.db, ctx.accountId, id))
    throw new CatalogueError('users.hasActiveConversations');
  await endUserSessions(ctx.db, ctx.events, id, { accountId: ctx.accountId });
  await failAs('users.deleteFailed', () =>
    ctx.db.transaction((tx) => deleteMemberRows(tx, ctx.accountId, id)),
  );
  ctx.events.emit('member.accessChanged', { accountId: ctx.accountId, userIds: [id] });
}
