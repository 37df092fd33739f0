import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { endUserSessions } from '../identity/index.ts';
import { findMemberOrFail } from './findMemberOrFail.ts';
import { setMemberActive } from './memberRepository.ts';
import { refuseMemberChange } from './refuseMemberChange.ts';

// A deactivated member keeps their data but can no longer enter this account: their sessions in it
// end now, and login refuses them with "inactive user".
export async function setUserActive(ctx: RequestContext, id: string, isActive: boolean) {
  const target = await findMemberOrFail(ctx.db, ctx.accountId, id);
  const refusal = refuseMemberChange(ctx, target, { kind: 'deactivate' });
  if (refusal) throw new CatalogueError(refusal);
  await setMemberActive(ctx.db, ctx.accountId, id, isActive);
  if (!isActive) await endUserSessions(ctx.db, ctx.events, id, { accountId: ctx.accountId });
  ctx.events.emit('member.accessChanged', { accountId: ctx.accountId, userIds: [id] });
  return { user: { ...target, isActive } };
}
