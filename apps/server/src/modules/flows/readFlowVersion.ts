import type { FlowVersionResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findBotOrFail } from './findBotOrFail.ts';
import { findVersion } from './flowRepository.ts';
import { toFlowVersionSummary } from './toFlowVersionSummary.ts';

export async function readFlowVersion(
  ctx: RequestContext,
  botId: string,
  version: number,
): Promise<FlowVersionResponse> {
  await findBotOrFail(ctx, botId);
  const row = await findVersion(ctx.db, ctx.accountId, botId, version);
  if (!row) throw new CatalogueError('flows.versionNotFound');
  return { ...toFlowVersionSummary(row), document: row.document };
}
