import type { ContactType } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { readEditor } from './contactEditLock.ts';
import { findContact, findTagIds } from './contactRepository.ts';
import { readCrmLayout } from './readCrmLayout.ts';
import { toContact } from './toContact.ts';

export async function readContact(ctx: RequestContext, id: string) {
  const row = await findContact(ctx.db, ctx.accountId, id);
  if (!row) throw new CatalogueError('contacts.notFound');
  const [layout, tags] = await Promise.all([
    readCrmLayout(ctx, row.kind as ContactType),
    findTagIds(ctx.db, [id]),
  ]);
  return { ...toContact(row, layout, tags.get(id) ?? []), editingBy: await readEditor(ctx.db, row) };
}
