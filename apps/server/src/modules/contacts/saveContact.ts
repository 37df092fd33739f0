import { type ContactType, type contactInput, crmLimits } from '@prosa/contracts';
import { checkContactField, wallClock } from '@prosa/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { accounts, contactEvents, contacts } from '../../db/schema/index.ts';
import { refuseIfLockedByOther } from './contactEditLock.ts';
import {
  type ContactRow,
  countAccountTags,
  fieldValueOf,
  findContact,
  replaceContactTags,
} from './contactRepository.ts';
import { readContact } from './readContact.ts';
import { type CrmLayout, readCrmLayout } from './readCrmLayout.ts';

type ContactInput = z.output<typeof contactInput>;

interface Change {
  fieldId: string;
  old: string;
  new: string;
}

// Which values change, checked before anything is written: unknown fields, fields the role may not
// edit (a value sent unchanged is not a change), each value's type, then the required ones.
function planChanges(
  layout: CrmLayout,
  row: ContactRow | null,
  values: Record<string, string>,
  today: string,
): Change[] {
  const changes: Change[] = [];
  const current = (fieldId: string) => (row ? fieldValueOf(row, fieldId, layout.mirrored) : '');
  for (const [fieldId, raw] of Object.entries(values)) {
    const placed = layout.fields.get(fieldId);
    if (!placed) throw new CatalogueError('contacts.fieldUnknown');
    const value = raw.trim();
    const old = current(fieldId);
    if (value === old) continue;
    if (!layout.editable.has(fieldId))
      throw new CatalogueError('contacts.fieldNotEditable', { field: placed.field.name });
    // The same check as the form's, storing the normalized value (digits of a CPF, E.164 phones).
    const checked = checkContactField(placed.field, value, today);
    if (!checked.ok)
      throw new CatalogueError(checked.code, { field: placed.field.name, section: placed.section.name });
    if (checked.value === old) continue;
    changes.push({ fieldId, old, new: checked.value });
  }
  const after = (fieldId: string) => changes.find((c) => c.fieldId === fieldId)?.new ?? current(fieldId);
  for (const [fieldId, { field, section }] of layout.fields) {
    if (field.required && layout.editable.has(fieldId) && after(fieldId) === '')
      throw new CatalogueError('contacts.requiredMissing', { field: field.name, section: section.name });
  }
  return changes;
}

async function checkTags(ctx: RequestContext, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  if (unique.some((id) => !/^[\w-]{1,64}$/.test(id))) throw new CatalogueError('contacts.tagNotFound');
  if (unique.length > crmLimits.tags) throw new CatalogueError('contacts.tooManyTags');
  if ((await countAccountTags(ctx.db, ctx.accountId, unique)) !== unique.length)
    throw new CatalogueError('contacts.tagNotFound');
  return unique;
}

// The values merged into the row, with the mirrored columns the live chat reads kept in step.
function mergedColumns(layout: CrmLayout, row: ContactRow | null, changes: Change[]) {
  const fields: Record<string, string> = { ...(row?.fields ?? {}) };
  for (const change of changes) {
    if (change.new === '') delete fields[change.fieldId];
    else fields[change.fieldId] = change.new;
  }
  const mirror = (fieldId: string | undefined, fallback: string | null) => {
    const change = fieldId ? changes.find((c) => c.fieldId === fieldId) : undefined;
    return change ? change.new || null : fallback;
  };
  return {
    fields,
    name: mirror(layout.mirrored.name, row?.name ?? '') ?? '',
    email: mirror(layout.mirrored.email, row?.email ?? null),
    phone: mirror(layout.mirrored.phone, row?.phone ?? null),
  };
}

async function recordChanges(
  db: Db,
  ctx: RequestContext,
  contactId: string,
  layout: CrmLayout,
  changes: Change[],
) {
  if (changes.length === 0) return;
  await db.insert(contactEvents).values(
    changes.map((change) => ({
      id: newId(),
      accountId: ctx.accountId,
      contactId,
      kind: 'fieldChanged' as const,
      authorId: ctx.userId,
      data: {
        fieldId: change.fieldId,
        field: layout.fields.get(change.fieldId)?.field.name ?? '',
        old: change.old,
        new: change.new,
      },
    })),
  );
}

// Today in the account's time zone: a birth date may not be later.
export async function accountToday(ctx: Pick<RequestContext, 'db' | 'accountId'>) {
  const [account] = await ctx.db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, ctx.accountId));
  const { year, month, day } = wallClock(new Date(), account?.timeZone ?? 'America/Sao_Paulo');
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export async function createContact(ctx: RequestContext, input: ContactInput) {
  const layout = await readCrmLayout(ctx, input.type);
  const changes = planChanges(layout, null, input.values, await accountToday(ctx));
  const tagIds = await checkTags(ctx, input.tagIds);
  const id = newId();
  await failAs('contacts.saveFailed', () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .insert(contacts)
        .values({ id, accountId: ctx.accountId, kind: input.type, ...mergedColumns(layout, null, changes) });
      await replaceContactTags(tx, id, tagIds);
      await recordChanges(tx, ctx, id, layout, changes);
    }),
  );
  return readContact(ctx, id);
}

// Under a row lock, so two editors' changes apply one after the other and each event's old value
// is what the row really held.
export async function updateContact(ctx: RequestContext, id: string, input: ContactInput) {
  const tagIds = await checkTags(ctx, input.tagIds);
  const today = await accountToday(ctx);
  await failAs('contacts.saveFailed', () =>
    ctx.db.transaction(async (tx) => {
      const row = await findContact(tx, ctx.accountId, id, true);
      if (!row) throw new CatalogueError('contacts.notFound');
      await refuseIfLockedByOther(tx, row, ctx.userId);
      if (row.kind !== input.type) throw new CatalogueError('crm.typeInvalid');
      const layout = await readCrmLayout({ ...ctx, db: tx }, row.kind as ContactType);
      const changes = planChanges(layout, row, input.values, today);
      await tx
        .update(contacts)
        .set({ ...mergedColumns(layout, row, changes), updatedAt: sql`now()` })
        .where(and(eq(contacts.id, id), eq(contacts.accountId, ctx.accountId)));
      await replaceContactTags(tx, id, tagIds);
      await recordChanges(tx, ctx, id, layout, changes);
    }),
  );
  return readContact(ctx, id);
}

// The contact's tags alone (PUT /api/contacts/:id/tags, the live chat's side panel): the whole list,
// the account's tags only, refused like a save while another user has the contact's form open (their
// save would put back the list they loaded).
export async function saveContactTags(ctx: RequestContext, id: string, tagIds: string[]) {
  const unique = await checkTags(ctx, tagIds);
  await failAs('contacts.saveFailed', () =>
    ctx.db.transaction(async (tx) => {
      const row = await findContact(tx, ctx.accountId, id, true);
      if (!row) throw new CatalogueError('contacts.notFound');
      await refuseIfLockedByOther(tx, row, ctx.userId);
      await replaceContactTags(tx, id, unique);
      await tx
        .update(contacts)
        .set({ updatedAt: sql`now()` })
        .where(and(eq(contacts.id, id), eq(contacts.accountId, ctx.accountId)));
    }),
  );
  return { tagIds: unique };
}

export async function deleteContact(ctx: RequestContext, id: string) {
  const deleted = await failAs('contacts.saveFailed', () =>
    ctx.db
      .delete(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.accountId, ctx.accountId)))
      .returning({ id: contacts.id }),
  );
  if (deleted.length === 0) throw new CatalogueError('contacts.notFound');
}
