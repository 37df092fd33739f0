import type { CrmField, crmFieldInput } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { failAs } from '../../app/failAs.ts';
import { newId } from '../../app/newId.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { crmFields } from '../../db/schema/index.ts';
import { findField, findSection, isFieldFilled, isTokenTaken, nextPosition } from './crmRepository.ts';
import { findSectionOrFail } from './saveSection.ts';

type FieldInput = z.output<typeof crmFieldInput>;

async function findFieldOrFail(ctx: RequestContext, id: string): Promise<CrmField> {
  const field = await findField(ctx.db, ctx.accountId, id);
  if (!field) throw new CatalogueError('crm.fieldNotFound');
  return field;
}

// What the contract cannot check alone: the section is the account's, the token free in it, a
// list has options (only lists keep them).
async function checkField(ctx: RequestContext, input: FieldInput, exceptId?: string) {
  if (input.type === 'list' && input.options.length === 0) throw new CatalogueError('crm.optionsRequired');
  await findSectionOrFail(ctx, input.sectionId);
  if (await isTokenTaken(ctx.db, input.sectionId, input.token, exceptId))
    throw new CatalogueError('crm.tokenTaken');
  return {
    ...input,
    options: input.type === 'list' ? input.options : [],
    currency: input.type === 'currency' ? (input.currency ?? 'BRL') : null,
  };
}

// The unique index settles two concurrent saves of the same token.
const writing = (work: () => Promise<unknown>) =>
  failAs('crm.saveFailed', async () => {
    try {
      await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new CatalogueError('crm.tokenTaken');
      throw error;
    }
  });

export async function createField(ctx: RequestContext, input: FieldInput) {
  const values = await checkField(ctx, input);
  const id = newId();
  await writing(async () => {
    const position = await nextPosition(ctx.db, ctx.accountId, 'fields', input.sectionId);
    await ctx.db.insert(crmFields).values({ id, accountId: ctx.accountId, ...values, position });
  });
  return findFieldOrFail(ctx, id);
}

// A default field keeps its type, token and section: integrations, imports and the live chat
// find it by them.
export async function updateField(ctx: RequestContext, id: string, input: FieldInput) {
  const field = await findFieldOrFail(ctx, id);
  const isLockedChange =
    input.type !== field.type || input.token !== field.token || input.sectionId !== field.sectionId;
  if (field.isDefault && isLockedChange) throw new CatalogueError('crm.defaultLocked');
  const values = await checkField(ctx, input, id);
  if (values.sectionId !== field.sectionId) {
    const [from, to] = await Promise.all([
      findSection(ctx.db, ctx.accountId, field.sectionId),
      findSection(ctx.db, ctx.accountId, values.sectionId),
    ]);
    // A value keyed by field id would jump from people to companies: not allowed.
    if (from?.type !== to?.type) throw new CatalogueError('crm.sectionNotFound');
  }
  await writing(() =>
    ctx.db
      .update(crmFields)
      .set({ ...values, isDefault: field.isDefault })
      .where(and(eq(crmFields.id, id), eq(crmFields.accountId, ctx.accountId))),
  );
  return findFieldOrFail(ctx, id);
}

// A filled field would leave orphan values on contacts (spec §8: a field in use cannot be deleted).
export async function deleteField(ctx: RequestContext, id: string) {
  const field = await findFieldOrFail(ctx, id);
  if (field.isDefault) throw new CatalogueError('crm.defaultLocked');
  if (await isFieldFilled(ctx.db, ctx.accountId, id)) throw new CatalogueError('crm.fieldFilled');
  await failAs('crm.saveFailed', () =>
    ctx.db.delete(crmFields).where(and(eq(crmFields.id, id), eq(crmFields.accountId, ctx.accountId))),
  );
}

// The new order must name exactly the section's fields.
export async function orderFields(ctx: RequestContext, sectionId: string, fieldIds: string[]) {
  const section = await findSectionOrFail(ctx, sectionId);
  const current = new Set(section.fields.map((f) => f.id));
  const isSameSet =
    fieldIds.length === current.size &&
    new Set(fieldIds).size === current.size &&
    fieldIds.every((id) => current.has(id));
  if (!isSameSet) throw new CatalogueError('crm.fieldOrderInvalid');
  await failAs('crm.saveFailed', () =>
    ctx.db.transaction(async (tx) => {
      for (const [position, id] of fieldIds.entries())
        await tx
          .update(crmFields)
          .set({ position })
          .where(
            and(
              eq(crmFields.id, id),
              eq(crmFields.accountId, ctx.accountId),
              eq(crmFields.sectionId, sectionId),
            ),
          );
    }),
  );
  return findSectionOrFail(ctx, sectionId);
}
