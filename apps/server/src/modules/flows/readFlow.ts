import { type FlowResponse, levels } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { findBotOrFail } from './findBotOrFail.ts';
import { findFlow, listVersions } from './flowRepository.ts';
import { toFlowVersionSummary } from './toFlowVersionSummary.ts';

// The editors' view of a chatbot's flow: its draft, the version the runtime runs and, for master
// level (versions are theirs, spec §6), the history.
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
    versions: ctx.level <= levels.master ? versions.map(toFlowVersionSummary) : [],
  };
}
