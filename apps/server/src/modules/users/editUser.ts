import type { updateUserInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { endUserSessions, hashPassword } from '../identity/index.ts';
import { checkChatbots } from './checkChatbots.ts';
import { checkDepartments } from './checkDepartments.ts';
import { findMemberOrFail } from './findMemberOrFail.ts';
import { memberFieldsOf } from './memberFieldsOf.ts';
import {
  hasOtherMembership,
  isEmailTaken,
  replaceDepartments,
  updateMemberRows,
} from './memberRepository.ts';
import { refuseMemberChange } from './refuseMemberChange.ts';
import { saveMember } from './saveMember.ts';

// Edits a member. The e-mail and password are the person's keys to every account they belong to,
// so they change here only for people this account alone knows; a new password ends their sessions.
export async function editUser(ctx: RequestContext, id: string, input: z.output<typeof updateUserInput>) {
  const target = await findMemberOrFail(ctx.db, ctx.accountId, id);
  const refusal = refuseMemberChange(ctx, target, { kind: 'edit', level: input.level });
  if (refusal) throw new CatalogueError(refusal);
  const { user, membership } = memberFieldsOf(input);
  const changesEmail = user.email !== target.email.toLowerCase();
  if ((changesEmail || input.password) && (await hasOtherMembership(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('users.sharedIdentity');
  if (changesEmail && (await isEmailTaken(ctx.db, user.email, id)))
    throw new CatalogueError('users.emailTaken');
  const departmentIds = await checkDepartments(ctx.db, ctx.accountId, input.departmentIds);
  await checkChatbots(ctx.db, ctx.accountId, input.chatbotIds);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await saveMember(() =>
    ctx.db.transaction(async (tx) => {
      await updateMemberRows(
        tx,
        ctx.accountId,
        id,
        { ...user, ...(passwordHash ? { passwordHash } : {}) },
        membership,
      );
      await replaceDepartments(tx, ctx.accountId, id, departmentIds);
    }),
  );
  // Their open panels and sockets follow a new level at once, like a level's permissions saved;
  // their sockets' rooms follow any change of what they may see.
  if (input.level !== target.level) ctx.events.emit('access.changed', { accountId: ctx.accountId });
  ctx.events.emit('member.accessChanged', { accountId: ctx.accountId, userIds: [id] });
  if (passwordHash)
    await endUserSessions(ctx.db, ctx.events, id, {
      keepSessionId: id === ctx.userId ? ctx.sessionId : null,
    });
  return { user: await findMemberOrFail(ctx.db, ctx.accountId, id) };
}
