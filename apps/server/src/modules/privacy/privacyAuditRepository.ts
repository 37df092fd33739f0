import type { PrivacyAuditAction, PrivacyAuditEntry } from '@prosa/contracts';
import { and, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { contacts, privacyAuditLog, users } from '../../db/schema/index.ts';

export interface AuditActor {
  accountId: string;
  userId: string;
}

// Writes one audit row, with the member's name as it is now (a later rename or removal of the user
// leaves the record as it was).
export async function recordPrivacyAudit(
  db: Db,
  actor: AuditActor,
  action: PrivacyAuditAction,
  contactId: string,
  details: Record<string, unknown> = {},
) {
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
  await db.insert(privacyAuditLog).values({
    id: newId(),
    accountId: actor.accountId,
    action,
    contactId,
    actorId: actor.userId,
    actorName: user?.name ?? '',
    details,
  });
}

export interface AuditPageQuery {
  contactId?: string;
  after?: { key: string; id: string };
  limit: number;
}

// The account's audit rows, newest first, by (created_at, id) keyset. The contact's name comes from
// the CRM while the contact exists, so the log itself never holds it.
export async function listPrivacyAudit(db: Db, accountId: string, query: AuditPageQuery) {
  const conditions: SQL[] = [eq(privacyAuditLog.accountId, accountId)];
  if (query.contactId) conditions.push(eq(privacyAuditLog.contactId, query.contactId));
  if (query.after) {
    const at = sql`${query.after.key}::timestamptz`;
    const before = or(
      sql`${privacyAuditLog.createdAt} < ${at}`,
      and(sql`${privacyAuditLog.createdAt} = ${at}`, sql`${privacyAuditLog.id} < ${query.after.id}`),
    );
    if (before) conditions.push(before);
  }
  const rows = await db
    .select({
      entry: privacyAuditLog,
      contactName: contacts.name,
      contactKind: contacts.kind,
      createdAtText: sql<string>`to_char(${privacyAuditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(privacyAuditLog)
    .leftJoin(
      contacts,
      and(eq(contacts.id, privacyAuditLog.contactId), eq(contacts.accountId, privacyAuditLog.accountId)),
    )
    .where(and(...conditions))
    .orderBy(desc(privacyAuditLog.createdAt), desc(privacyAuditLog.id))
    .limit(query.limit + 1);
  const items: PrivacyAuditEntry[] = rows
    .slice(0, query.limit)
    .map(({ entry, contactName, contactKind }) => ({
      id: entry.id,
      action: entry.action,
      contactId: entry.contactId,
      contactName,
      contactType: contactKind === 'company' ? 'company' : contactKind === null ? null : 'person',
      actorId: entry.actorId,
      actorName: entry.actorName,
      details: entry.details,
      createdAt: entry.createdAt.toISOString(),
    }));
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return { items, last: last ? { key: last.createdAtText, id: last.entry.id } : null };
}
