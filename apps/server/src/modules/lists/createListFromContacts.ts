import type { listFromContactsInput, RecipientList } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { contactListWhere, parseContactListQuery, readCrmLayout } from '../contacts/index.ts';
import { createListOfContacts } from './createListOfContacts.ts';

// A list of the contacts a CRM list shows (its search, tag and dynamic filters, checked as
// GET /api/contacts checks them, with the caller's own field visibility).
export async function createListFromContacts(
  ctx: RequestContext,
  input: z.output<typeof listFromContactsInput>,
): Promise<RecipientList> {
  const query = parseContactListQuery({ ...input.query, filters: JSON.stringify(input.query.filters) });
  const layout = await readCrmLayout(ctx, query.type);
  return createListOfContacts(
    ctx,
    { title: input.title, source: 'crm' },
    contactListWhere(ctx, query, layout),
  );
}
