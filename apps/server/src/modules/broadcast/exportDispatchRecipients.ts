import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { RequestContext } from '../../app/authentication.ts';
import { csvLine } from '../../app/csvCell.ts';
import { broadcastRecipients } from '../../db/schema/index.ts';
import { readDispatch } from './readDispatch.ts';

// Rows read per query: the file is streamed, never whole in memory (a dispatch may reach 100,000).
const pageSize = 1000;

// The moments are the statistics' (sent, delivered, read, failed), in UTC ISO form.
const header = ['name', 'phone', 'state', 'reason', 'sentAt', 'deliveredAt', 'readAt', 'failedAt'];

// GET /api/broadcast/dispatches/:id/export: every recipient of the dispatch with where it stands, as
// CSV (formula-guarded cells, a BOM so that spreadsheets read UTF-8). Another account's dispatch is
// not found before the first byte goes out.
export async function exportDispatchRecipients(
  ctx: Pick<RequestContext, 'db' | 'accountId'>,
  id: string,
  reply: FastifyReply,
) {
  await readDispatch(ctx, id);
  async function* lines() {
    yield `\ufeff${csvLine(header)}`;
    let after = '';
    for (;;) {
      const page = await ctx.db
        .select({
          id: broadcastRecipients.id,
          name: broadcastRecipients.name,
          phone: broadcastRecipients.phone,
          email: broadcastRecipients.email,
          state: broadcastRecipients.state,
          reason: broadcastRecipients.reason,
          sentAt: broadcastRecipients.sentAt,
          deliveredAt: broadcastRecipients.deliveredAt,
          readAt: broadcastRecipients.readAt,
          failedAt: broadcastRecipients.failedAt,
        })
        .from(broadcastRecipients)
        .where(
          and(
            eq(broadcastRecipients.accountId, ctx.accountId),
            eq(broadcastRecipients.dispatchId, id),
            gt(broadcastRecipients.id, after),
          ),
        )
        .orderBy(asc(broadcastRecipients.id))
        .limit(pageSize);
      yield page
        .map((row) =>
          csvLine([
            row.name,
            row.phone ?? row.email ?? '',
            row.state,
            row.reason ?? '',
            ...[row.sentAt, row.deliveredAt, row.readAt, row.failedAt].map((at) => at?.toISOString() ?? ''),
          ]),
        )
        .join('');
      const last = page.at(-1);
      if (page.length < pageSize || !last) return;
      after = last.id;
    }
  }
  reply.header('content-disposition', `attachment; filename="dispatch-${id}.csv"`);
  reply.type('text/csv; charset=utf-8');
  return reply.send(Readable.from(lines()));
}
