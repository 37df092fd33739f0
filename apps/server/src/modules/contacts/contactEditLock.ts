import { type ContactEditor, contactEditLockSeconds } from '@prosa/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import type { Db } from '../../db/database.ts';
import { contacts, users } from '../../db/schema/index.ts';
import { type ContactRow, findContact } from './contactRepository.ts';

// Spec core.md §4: a contact is locked while another user edits it. The lock is a lease on the
// row, taken in one conditional UPDATE (so two users opening the form at once get one winner),
// renewed by the open form and released when it closes; a closed tab simply lets it expire.
// Every take, renewal and release is announced (`contact.editing`): the /contacts socket relays
// it to the pages watching the contact, through socket.io rooms so every server process hears it.

// The part of a request's context the lock needs: a socket event has no request, only this.
export type LockContext = Pick<RequestContext, 'db' | 'events' | 'accountId' | 'userId'>;

// Someone has the contact's form open (an unexpired lease).
export const isBeingEdited = (row: ContactRow) =>
  row.editingUserId !== null && row.editingUntil !== null && row.editingUntil.getTime() > Date.now();

const isHeldByOther = (row: ContactRow, userId: string) => isBeingEdited(row) && row.editingUserId !== userId;

export async function readEditor(db: Db, row: ContactRow): Promise<ContactEditor | null> {
  if (!row.editingUserId || !row.editingUntil || row.editingUntil.getTime() <= Date.now()) return null;
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, row.editingUserId));
  return { userId: row.editingUserId, name: user?.name ?? '', until: row.editingUntil.toISOString() };
}

async function refuseLockedBy(db: Db, row: ContactRow): Promise<never> {
  const editor = await readEditor(db, row);
  throw new CatalogueError('contacts.editLocked', { name: editor?.name ?? '' });
}

// Called inside the save's transaction, on the row it locked.
export async function refuseIfLockedByOther(db: Db, row: ContactRow, userId: string) {
  if (isHeldByOther(row, userId)) await refuseLockedBy(db, row);
}

export async function takeEditLock(ctx: LockContext, id: string): Promise<ContactEditor> {
  const [taken] = await ctx.db
    .update(contacts)
    .set({
      editingUserId: ctx.userId,
      editingUntil: sql`now() + make_interval(secs => ${contactEditLockSeconds})`,
    })
    .where(
      and(
        eq(contacts.id, id),
        eq(contacts.accountId, ctx.accountId),
        or(
          isNull(contacts.editingUserId),
          eq(contacts.editingUserId, ctx.userId),
          isNull(contacts.editingUntil),
          lt(contacts.editingUntil, sql`now()`),
        ),
      ),
    )
    .returning({ until: contacts.editingUntil });
  if (taken?.until) {
    const [me] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.userId));
    const editor = { userId: ctx.userId, name: me?.name ?? '', until: taken.until.toISOString() };
    ctx.events.emit('contact.editing', { accountId: ctx.accountId, contactId: id, editor });
    return editor;
  }
  const row = await findContact(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('contacts.notFound');
  return refuseLockedBy(ctx.db, row);
}

export async function releaseEditLock(ctx: LockContext, id: string) {
  const row = await findContact(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('contacts.notFound');
  const released = await ctx.db
    .update(contacts)
    .set({ editingUserId: null, editingUntil: null })
    .where(
      and(eq(contacts.id, id), eq(contacts.accountId, ctx.accountId), eq(contacts.editingUserId, ctx.userId)),
    )
    .returning({ id: contacts.id });
  // Releasing a lock someone else took meanwhile changes nothing, so nobody is told.
  if (released.length > 0)
    ctx.events.emit('contact.editing', { accountId: ctx.accountId, contactId: id, editor: null });
}
