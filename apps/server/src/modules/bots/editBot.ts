import type { botInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { departmentExists, hasCheckIn } from '../departments/index.ts';
import { toBotSummary, updateBotRow } from './botRepository.ts';

// Renames a chatbot, or changes its default department or language. The token stays: the snippets
// already pasted on customers' sites keep working. Open widgets take the new language when they
// next connect.
export async function editBot(ctx: RequestContext, id: string, input: z.output<typeof botInput>) {
  if (
    input.defaultDepartmentId &&
    !(await departmentExists(ctx.db, ctx.accountId, input.defaultDepartmentId))
  )
    throw new CatalogueError('users.departmentNotFound');
  // Its default department is the chatbot's persistence, where check-in is impossible (spec §9).
  if (input.defaultDepartmentId && (await hasCheckIn(ctx.db, ctx.accountId, input.defaultDepartmentId)))
    throw new CatalogueError('team.departmentCheckInInPersistence');
  const row = await updateBotRow(ctx.db, ctx.accountId, id, {
    name: input.name,
    defaultDepartmentId: input.defaultDepartmentId,
    language: input.language,
  });
  if (!row) throw new CatalogueError('live.botNotFound');
  return toBotSummary(row);
}
