import type { FlowDraftSavedResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { checkExternalCodeChange } from './checkSavableFlow.ts';
import { findBotOrFail } from './findBotOrFail.ts';
import { findFlow, findVersion, saveDraft } from './flowRepository.ts';

// Copies a published version into the draft; the version itself stays as it was. Bringing back
// other external code than the draft's is a change of code, so it takes master level too.
export async function restoreFlowVersion(
  ctx: RequestContext,
  botId: string,
  version: number,
  now = new Date(),
): Promise<FlowDraftSavedResponse> {
  await findBotOrFail(ctx, botId);
  const row = await findVersion(ctx.db, ctx.accountId, botId, version);
  if (!row) throw new CatalogueError('flows.versionNotFound');
  const current = await findFlow(ctx.db, ctx.accountId, botId);
  checkExternalCodeChange(ctx, current?.draft ?? null, row.document);
  await saveDraft(ctx.db, ctx.accountId, botId, row.document, now);
  return { draftUpdatedAt: now.toISOString() };
}
