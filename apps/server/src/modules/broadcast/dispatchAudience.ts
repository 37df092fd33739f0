import type { BroadcastDispatchInput } from '@prosa/contracts';
import { broadcastPhone, parseEmail } from '@prosa/domain';
import { and, asc, isNotNull } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { contacts } from '../../db/schema/index.ts';
import { contactListWhere, parseContactListQuery, readCrmLayout } from '../contacts/index.ts';
import { readListRecipients } from '../lists/index.ts';

// A dispatch's audience, each number once with the name it first came with: the recipients given
// one by one, then the list's entries, then the contacts the CRM filter finds; the numbers of the
// exclusion lists are then taken out (they are not recipients at all: nothing is stored for them).
// Only numbers are a WhatsApp or SMS dispatch's audience, only e-mail addresses an e-mail one:
// entries and contacts without one are left out. Keyed by that address.
export async function dispatchAudience(
  ctx: RequestContext,
  input: BroadcastDispatchInput,
  by: 'phone' | 'email' = 'phone',
) {
  const audience = new Map<string, string>();
  const addressOf = (value: string | null | undefined) =>
    by === 'email' ? parseEmail(value ?? '') : broadcastPhone(value ?? '');
  const add = (value: string | null | undefined, name: string) => {
    const address = addressOf(value);
    if (address && !audience.has(address)) audience.set(address, name.trim());
  };
  for (const recipient of input.recipients ?? []) {
    const given = by === 'email' ? recipient.email : recipient.phone;
    if (!addressOf(given))
      throw new CatalogueError(by === 'email' ? 'broadcast.emailInvalid' : 'broadcast.phoneInvalid');
    add(given, recipient.name ?? '');
  }
  if (input.listId !== undefined)
    for await (const entry of listEntries(ctx, input.listId)) add(entry[by], entry.name);
  if (input.filter)
    for (const contact of await filteredContacts(ctx, input.filter, by)) add(contact.address, contact.name);
  // Every exclusion list is read (an unknown one is refused) even once the audience is empty.
  for (const listId of new Set(input.excludeListIds ?? []))
    for await (const entry of listEntries(ctx, listId)) {
      const address = addressOf(entry[by]);
      if (address) audience.delete(address);
    }
  return audience;
}

// A list of the account's, streamed; one of another account is the broadcast's "list not found".
async function* listEntries(ctx: RequestContext, listId: string) {
  try {
    yield* readListRecipients(ctx.db, ctx.accountId, listId);
  } catch (error) {
    if (error instanceof CatalogueError && error.code === 'lists.notFound')
      throw new CatalogueError('broadcast.listNotFound');
    throw error;
  }
}

// The contacts a CRM list shows for this filter (its search, tag and dynamic filters, checked as
// GET /api/contacts checks them, with the caller's own field visibility), in name order.
async function filteredContacts(
  ctx: RequestContext,
  filter: NonNullable<BroadcastDispatchInput['filter']>,
  by: 'phone' | 'email',
) {
  const query = parseContactListQuery({ ...filter, filters: JSON.stringify(filter.filters) });
  const layout = await readCrmLayout(ctx, query.type);
  const column = by === 'email' ? contacts.email : contacts.phone;
  return ctx.db
    .select({ name: contacts.name, address: column })
    .from(contacts)
    .where(and(contactListWhere(ctx, query, layout), isNotNull(column)))
    .orderBy(asc(contacts.name), asc(contacts.id));
}
