import type { FlowDraftSavedResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { checkExternalCodeChange, checkSavableFlow } from './checkSavableFlow.ts';
import { findBotOrFail } from './findBotOrFail.ts';
import { findFlow, saveDraft } from './flowRepository.ts';

// Saves the editors' draft; the runtime keeps running the published version until the next publish.
export async function saveFlowDraft(
  ctx: RequestContext,
  botId: string,
  input: unknown,
  now = new Date(),
): Promise<FlowDraftSavedResponse> {
  await findBotOrFail(ctx, botId);
  const document = await checkSavableFlow(ctx, input);
  const current = await findFlow(ctx.db, ctx.accountId, botId);
  checkExternalCodeChange(ctx, current?.draft ?? null, document);
  await saveDraft(ctx.db, ctx.accountId, botId, document, now);
  return { draftUpdatedAt: now.toISOString() };
}
