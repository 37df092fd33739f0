import type { ContactIdentitiesResponse } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findContact } from '../contacts/index.ts';
import { listIdentities } from './contactIdentityRepository.ts';

export async function readContactIdentities(
  ctx: RequestContext,
  contactId: string,
): Promise<ContactIdentitiesResponse> {
  if (!(await findContact(ctx.db, ctx.accountId, contactId))) throw new CatalogueError('contacts.notFound');
  const rows = await listIdentities(ctx.db, ctx.accountId, contactId);
  return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
