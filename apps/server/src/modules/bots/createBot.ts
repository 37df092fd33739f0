import type { botInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId, newToken } from '../../app/newId.ts';
import { departmentExists, hasCheckIn } from '../departments/index.ts';
import { insertBot, toBotSummary } from './botRepository.ts';

// A new chatbot with its webchat channel: the token goes into the snippet customers paste.
export async function createBot(ctx: RequestContext, input: z.output<typeof botInput>) {
  if (
    input.defaultDepartmentId &&
    !(await departmentExists(ctx.db, ctx.accountId, input.defaultDepartmentId))
  )
    throw new CatalogueError('users.departmentNotFound');
  // Its default department is the chatbot's persistence, where check-in is impossible (spec §9).
  if (input.defaultDepartmentId && (await hasCheckIn(ctx.db, ctx.accountId, input.defaultDepartmentId)))
    throw new CatalogueError('team.departmentCheckInInPersistence');
  const row = await insertBot(ctx.db, {
    id: newId(),
    accountId: ctx.accountId,
    token: newToken(24),
    name: input.name,
    defaultDepartmentId: input.defaultDepartmentId,
    language: input.language,
  });
  return toBotSummary(row);
}
