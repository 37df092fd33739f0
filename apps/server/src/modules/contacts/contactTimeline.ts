import type { ContactEvent, ContactTimeline, ContactType } from '@prosa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { contactEvents, users } from '../../db/schema/index.ts';
import { findContact } from './contactRepository.ts';
import { readCrmLayout } from './readCrmLayout.ts';

const timelineSize = 200;

// Newest first. A change to a field the caller may not view is left out: its values are hidden.
export async function readContactTimeline(ctx: RequestContext, contactId: string): Promise<ContactTimeline> {
  const contact = await findContact(ctx.db, ctx.accountId, contactId);
  if (!contact) throw new CatalogueError('contacts.notFound');
  const [layout, rows] = await Promise.all([
    readCrmLayout(ctx, contact.kind as ContactType),
    ctx.db
      .select({
        id: contactEvents.id,
        kind: contactEvents.kind,
        authorId: contactEvents.authorId,
        authorName: users.name,
        data: contactEvents.data,
        createdAt: contactEvents.createdAt,
      })
      .from(contactEvents)
      .leftJoin(users, eq(users.id, contactEvents.authorId))
      .where(and(eq(contactEvents.contactId, contactId), eq(contactEvents.accountId, ctx.accountId)))
      .orderBy(desc(contactEvents.createdAt), desc(contactEvents.id))
      .limit(timelineSize),
  ]);
  const items: ContactEvent[] = rows
    .filter((row) => row.kind !== 'fieldChanged' || layout.viewable.has(String(row.data.fieldId)))
    .map((row) => ({ ...row, authorName: row.authorName ?? null, createdAt: row.createdAt.toISOString() }));
  return { items };
}

export async function addContactNote(ctx: RequestContext, contactId: string, text: string) {
  const contact = await findContact(ctx.db, ctx.accountId, contactId);
  if (!contact) throw new CatalogueError('contacts.notFound');
  if (text.includes('\u0000')) throw new CatalogueError('generic.invalidInput');
  const id = newId();
  await failAs('contacts.saveFailed', () =>
    ctx.db.insert(contactEvents).values({
      id,
      accountId: ctx.accountId,
      contactId,
      kind: 'note',
      authorId: ctx.userId,
      data: { text },
    }),
  );
  return { ok: true as const, id };
}
