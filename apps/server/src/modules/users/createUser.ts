import type { createUserInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { hashPassword } from '../identity/index.ts';
import { checkChatbots } from './checkChatbots.ts';
import { checkDepartments } from './checkDepartments.ts';
import { memberFieldsOf } from './memberFieldsOf.ts';
import {
  countMembers,
  findMember,
  insertMember,
  isEmailTaken,
  lockUserLimit,
  replaceDepartments,
} from './memberRepository.ts';
import { refuseGrant } from './refuseMemberChange.ts';
import { saveMember } from './saveMember.ts';

// Adds a new person to the account. The limit is read and the seat taken in one transaction that
// holds the account row, so concurrent creations never pass the limit together.
export async function createUser(ctx: RequestContext, input: z.output<typeof createUserInput>) {
  const refusal = refuseGrant(ctx, input.level);
  if (refusal) throw new CatalogueError(refusal);
  const { user, membership } = memberFieldsOf(input);
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  await saveMember(() =>
    ctx.db.transaction(async (tx) => {
      const limit = await lockUserLimit(tx, ctx.accountId);
      if ((await countMembers(tx, ctx.accountId)) >= limit) throw new CatalogueError('users.limitReached');
      if (await isEmailTaken(tx, user.email)) throw new CatalogueError('users.emailTaken');
      const departmentIds = await checkDepartments(tx, ctx.accountId, input.departmentIds);
      await checkChatbots(tx, ctx.accountId, input.chatbotIds);
      await insertMember(tx, ctx.accountId, { ...user, id, passwordHash }, membership);
      await replaceDepartments(tx, ctx.accountId, id, departmentIds);
    }),
  );
  const created = await findMember(ctx.db, ctx.accountId, id);
  if (!created) throw new Error('created member not found');
  return { user: created };
}
