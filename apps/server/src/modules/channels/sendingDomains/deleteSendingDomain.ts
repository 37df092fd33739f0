import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { channels } from '../../../db/schema/index.ts';
import { deleteSendingDomainRow, findSendingDomain } from './sendingDomainRepository.ts';

// An e-mail channel signs with the domain's key: the channel goes first.
export async function deleteSendingDomain(ctx: RequestContext, id: string) {
  const row = await findSendingDomain(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('domains.notFound');
  const [user] = await ctx.db
    .select({ id: channels.id })
    .from(channels)
    .where(
      and(
        eq(channels.accountId, ctx.accountId),
        eq(channels.type, 'email'),
        sql`${channels.config}->>'domain' = ${row.name}`,
      ),
    )
    .limit(1);
  if (user) throw new CatalogueError('domains.inUse');
  if (!(await deleteSendingDomainRow(ctx.db, ctx.accountId, id)))
    throw new CatalogueError('domains.notFound');
}
