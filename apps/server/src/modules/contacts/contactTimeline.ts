import {
  type ContactConversationData,
  type ContactEvent,
  type ContactTimeline,
  type ContactType,
  grantedPermissions,
} from '@prosa/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../app/keysetCursor.ts';
import { newId } from '../../app/newId.ts';
import { contactEvents, conversations, users } from '../../db/schema/index.ts';
import { findMemberAccess } from '../accessControl/index.ts';
import { isVisible, loadViewer } from '../live/index.ts';
import { findContact } from './contactRepository.ts';
import { readCrmLayout } from './readCrmLayout.ts';

export const timelinePageSize = 50;

// Timestamps compare at the millisecond the cursor carries (PostgreSQL keeps microseconds).
const atMs = (column: AnyPgColumn) => sql`date_trunc('milliseconds', ${column})`;

function readBefore(before: string | undefined) {
  if (!before) return null;
  const { key, id } = decodeKeysetCursor(before, 'contacts.cursorInvalid');
  if (Number.isNaN(Date.parse(key))) throw new CatalogueError('contacts.cursorInvalid');
  return { at: new Date(key).toISOString(), id };
}

// Rows older than the cursor on (time, id), the order both sources are read in.
const olderThan = (cursor: { at: string; id: string } | null, time: AnyPgColumn, id: AnyPgColumn) =>
  cursor ? (sql`(${atMs(time)}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` as SQL) : undefined;

// Newest first, a page at a time: the contact's events (notes, field changes) and its
// conversations, read from the conversations table by contact (so every conversation appears,
// whichever channel attached it), merged by time. A change to a field the caller may not view is
// left out: its values are hidden. The contact's creation closes the last page.
export async function readContactTimeline(
  ctx: RequestContext,
  contactId: string,
  before?: string,
): Promise<ContactTimeline> {
  const contact = await findContact(ctx.db, ctx.accountId, contactId);
  if (!contact) throw new CatalogueError('contacts.notFound');
  const cursor = readBefore(before);
  const [layout, eventRows, conversationRows, viewer, access] = await Promise.all([
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
      .where(
        and(
          eq(contactEvents.contactId, contactId),
          eq(contactEvents.accountId, ctx.accountId),
          olderThan(cursor, contactEvents.createdAt, contactEvents.id),
        ),
      )
      .orderBy(desc(atMs(contactEvents.createdAt)), desc(contactEvents.id))
      .limit(timelinePageSize + 1),
    ctx.db
      .select({
        id: conversations.id,
        channel: conversations.channel,
        status: conversations.status,
        protocol: conversations.protocol,
        attendantId: conversations.attendantId,
        departmentId: conversations.departmentId,
        participants: conversations.participants,
        attendants: conversations.attendants,
        createdAt: conversations.createdAt,
      })
      .from(conversations)
      .where(
        and(
          eq(conversations.contactId, contactId),
          eq(conversations.accountId, ctx.accountId),
          olderThan(cursor, conversations.createdAt, conversations.id),
        ),
      )
      .orderBy(desc(atMs(conversations.createdAt)), desc(conversations.id))
      .limit(timelinePageSize + 1),
    loadViewer(ctx.db, ctx.accountId, ctx.userId),
    findMemberAccess(ctx.db, ctx.accountId, ctx.userId),
  ]);
  // The link to the live chat is offered only where the live chat would show the conversation.
  const mayAttend =
    access != null &&
    grantedPermissions(access.membership.level, access.maps, access.account.modules).includes('live.attend');

  const merged: ContactEvent[] = [
    ...eventRows.map((row) => ({ ...row, authorName: row.authorName ?? null, createdAt: row.createdAt })),
    ...conversationRows.map((row) => {
      const data: ContactConversationData = {
        conversationId: row.id,
        channel: row.channel,
        status: row.status,
        protocol: row.protocol,
        canOpen: mayAttend && viewer !== null && isVisible(viewer, row),
      };
      return {
        id: row.id,
        kind: 'conversation' as const,
        authorId: null,
        authorName: null,
        data: { ...data },
        createdAt: row.createdAt,
      };
    }),
  ]
    .map((item) => ({ ...item, createdAt: item.createdAt.toISOString() }))
    .sort((a, b) =>
      a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt < a.createdAt ? -1 : 1,
    );

  const page = merged.slice(0, timelinePageSize);
  const last = page.at(-1);
  const hasMore = merged.length > timelinePageSize;
  const items = page.filter(
    (item) => item.kind !== 'fieldChanged' || layout.viewable.has(String(item.data.fieldId)),
  );
  if (!hasMore)
    items.push({
      id: `created-${contact.id}`,
      kind: 'created',
      authorId: null,
      authorName: null,
      data: {},
      createdAt: contact.createdAt.toISOString(),
    });
  return { items, next: hasMore && last ? encodeKeysetCursor(last.createdAt, last.id) : null };
}

export async function addContactNote(ctx: RequestContext, contactId: string, text: string) {
  const contact = await findContact(ctx.db, ctx.accountId, contactId);
  if (!contact) throw new CatalogueError('contacts.notFound');
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
