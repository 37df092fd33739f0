import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contacts, contactTags, tags } from '../../db/schema/index.ts';
import type { MirroredFields } from './readCrmLayout.ts';

export interface ContactRow {
  id: string;
  kind: string;
  name: string;
  email: string | null;
  phone: string | null;
  fields: Record<string, string>;
  createdAt: Date;
  updatedAt: Date;
  editingUserId: string | null;
  editingUntil: Date | null;
}

export const contactColumns = {
  id: contacts.id,
  kind: contacts.kind,
  name: contacts.name,
  email: contacts.email,
  phone: contacts.phone,
  fields: contacts.fields,
  createdAt: contacts.createdAt,
  updatedAt: contacts.updatedAt,
  editingUserId: contacts.editingUserId,
  editingUntil: contacts.editingUntil,
};

// A field's stored value as SQL text ('' when unset). Mirrored fields read their column, so
// contacts the live chat created before the CRM existed answer too. The field id is a bound value.
export function fieldValueSql(fieldId: string, mirrored: MirroredFields): SQL<string> {
  if (fieldId === mirrored.name) return sql<string>`coalesce(${contacts.name}, '')`;
  if (fieldId === mirrored.email) return sql<string>`coalesce(${contacts.email}, '')`;
  if (fieldId === mirrored.phone) return sql<string>`coalesce(${contacts.phone}, '')`;
  return sql<string>`coalesce(${contacts.fields} ->> ${fieldId}::text, '')`;
}

// The same reading in TypeScript, for a loaded row.
export function fieldValueOf(row: ContactRow, fieldId: string, mirrored: MirroredFields): string {
  if (fieldId === mirrored.name) return row.name ?? '';
  if (fieldId === mirrored.email) return row.email ?? '';
  if (fieldId === mirrored.phone) return row.phone ?? '';
  const value = row.fields[fieldId];
  return typeof value === 'string' ? value : '';
}

export async function findContact(db: Db, accountId: string, id: string, isLocked = false) {
  const query = db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.id, id), eq(contacts.accountId, accountId)));
  const [row] = isLocked ? await query.for('update') : await query;
  return (row as ContactRow | undefined) ?? null;
}

export async function findTagIds(db: Db, contactIds: string[]) {
  const byContact = new Map<string, string[]>();
  if (contactIds.length === 0) return byContact;
  const rows = await db
    .select({ contactId: contactTags.contactId, tagId: contactTags.tagId })
    .from(contactTags)
    .where(inArray(contactTags.contactId, contactIds))
    .orderBy(contactTags.tagId);
  for (const row of rows) byContact.set(row.contactId, [...(byContact.get(row.contactId) ?? []), row.tagId]);
  return byContact;
}

export async function countAccountTags(db: Db, accountId: string, tagIds: string[]) {
  if (tagIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tags)
    .where(and(eq(tags.accountId, accountId), inArray(tags.id, tagIds)));
  return Number(row?.count ?? 0);
}

export async function replaceContactTags(db: Db, contactId: string, tagIds: string[]) {
  await db.delete(contactTags).where(eq(contactTags.contactId, contactId));
  if (tagIds.length > 0) await db.insert(contactTags).values(tagIds.map((tagId) => ({ contactId, tagId })));
}
