import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { botExists } from './flowRepository.ts';

// Another account's chatbot is one that does not exist.
export async function findBotOrFail(ctx: RequestContext, botId: string) {
  if (!(await botExists(ctx.db, ctx.accountId, botId))) throw new CatalogueError('live.botNotFound');
}
