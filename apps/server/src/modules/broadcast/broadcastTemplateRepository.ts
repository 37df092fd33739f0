import type { BroadcastTemplate } from '@prosa/contracts';
import { checkTemplateBody } from '@prosa/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastTemplates, users } from '../../db/schema/index.ts';

export type BroadcastTemplateRow = typeof broadcastTemplates.$inferSelect;

const columns = { template: broadcastTemplates, author: users.name };

export function toBroadcastTemplate(row: BroadcastTemplateRow, author: string | null): BroadcastTemplate {
  const checked = checkTemplateBody(row.body);
  return {
    id: row.id,
    channelId: row.channelId,
    name: row.name,
    category: row.category,
    language: row.language,
    body: row.body,
    variables: 'variables' in checked ? checked.variables : 0,
    tags: row.tags,
    observations: row.observations,
    status: row.status,
    quality: row.quality,
    rejectedReason: row.rejectedReason,
    author,
    updatedAt: row.updatedAt.toISOString(),
    header: row.header,
    buttons: row.buttons,
    emailSubject: row.emailSubject,
    emailHtml: row.emailHtml,
    emailText: row.emailText,
  };
}

// The account's templates, newest first; deleted ones are kept for the dispatches that name them
// and not listed.
export async function listAccountTemplates(db: Db, accountId: string) {
  const rows = await db
    .select(columns)
    .from(broadcastTemplates)
    .leftJoin(users, eq(users.id, broadcastTemplates.authorId))
    .where(and(eq(broadcastTemplates.accountId, accountId), ne(broadcastTemplates.status, 'deleted')))
    .orderBy(desc(broadcastTemplates.createdAt), desc(broadcastTemplates.id));
  return rows.map((row) => toBroadcastTemplate(row.template, row.author));
}

export async function findAccountTemplate(db: Db, accountId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(broadcastTemplates)
    .leftJoin(users, eq(users.id, broadcastTemplates.authorId))
    .where(and(eq(broadcastTemplates.accountId, accountId), eq(broadcastTemplates.id, id)));
  return row ?? null;
}
