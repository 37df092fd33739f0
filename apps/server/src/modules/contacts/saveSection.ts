import type { CrmSection, CrmSectionInput, crmSectionInput } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { crmSections } from '../../db/schema/index.ts';
import { findSection, nextPosition } from './crmRepository.ts';

type SectionInput = z.output<typeof crmSectionInput>;

export type { CrmSectionInput };

export async function findSectionOrFail(ctx: RequestContext, id: string): Promise<CrmSection> {
  const section = await findSection(ctx.db, ctx.accountId, id);
  if (!section) throw new CatalogueError('crm.sectionNotFound');
  return section;
}

export async function createSection(ctx: RequestContext, input: SectionInput) {
  const id = newId();
  await failAs('crm.saveFailed', async () => {
    const position = await nextPosition(ctx.db, ctx.accountId, 'sections', input.type);
    await ctx.db.insert(crmSections).values({ id, accountId: ctx.accountId, ...input, position });
  });
  return findSectionOrFail(ctx, id);
}

// A default section keeps its type; any section keeps it while it has fields, whose values would
// otherwise move between people and companies.
export async function updateSection(ctx: RequestContext, id: string, input: SectionInput) {
  const section = await findSectionOrFail(ctx, id);
  if (section.type !== input.type) {
    if (section.defaultKey) throw new CatalogueError('crm.defaultLocked');
    if (section.fields.length > 0) throw new CatalogueError('crm.sectionHasFields');
  }
  await failAs('crm.saveFailed', () =>
    ctx.db
      .update(crmSections)
      .set(input)
      .where(and(eq(crmSections.id, id), eq(crmSections.accountId, ctx.accountId))),
  );
  return findSectionOrFail(ctx, id);
}

export async function deleteSection(ctx: RequestContext, id: string) {
  const section = await findSectionOrFail(ctx, id);
  if (section.defaultKey) throw new CatalogueError('crm.defaultLocked');
  if (section.fields.length > 0) throw new CatalogueError('crm.sectionHasFields');
  await failAs('crm.saveFailed', () =>
    ctx.db.delete(crmSections).where(and(eq(crmSections.id, id), eq(crmSections.accountId, ctx.accountId))),
  );
}
