import type { FlowResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { findBotOrFail } from './findBotOrFail.ts';
import { findFlow, listVersions } from './flowRepository.ts';
import { toFlowVersionSummary } from './toFlowVersionSummary.ts';

// The editors' view of a chatbot's flow: its draft, the version the runtime runs and the history.
export async function readFlow(ctx: RequestContext, botId: string): Promise<FlowResponse> {
  await findBotOrFail(ctx, botId);
  const flow = await findFlow(ctx.db, ctx.accountId, botId);
  const versions = await listVersions(ctx.db, ctx.accountId, botId);
  const published = versions.find((row) => row.version === flow?.publishedVersion);
  return {
    botId,
    draft: flow?.draft ?? null,
    draftUpdatedAt: flow?.draftUpdatedAt?.toISOString() ?? null,
    published: published ? toFlowVersionSummary(published) : null,
    versions: versions.map(toFlowVersionSummary),
  };
}
