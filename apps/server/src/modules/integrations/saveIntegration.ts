import { type IntegrationInput, integrationInput } from '@prosa/contracts';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { isUniqueViolation } from '../../db/isUniqueViolation.ts';
import { integrations } from '../../db/schema/index.ts';
import { sealSecrets } from '../channels/index.ts';
import { checkIntegrationEndpoint } from './integrationAddressGuard.ts';
import { findBotIntegration, findIntegrationByName, isAccountBot } from './integrationRepository.ts';
import { newIntegrationSecret } from './signIntegrationRequest.ts';
import { toIntegrationSummary } from './toIntegrationSummary.ts';

export interface IntegrationDeps {
  secretKey: Buffer;
  isProduction: boolean;
}

async function checkInput(
  ctx: RequestContext,
  botId: string,
  input: IntegrationInput,
  deps: IntegrationDeps,
  id?: string,
) {
  const parsed = integrationInput.parse(input);
  if (!(await isAccountBot(ctx.db, ctx.accountId, botId)))
    throw new CatalogueError('integrations.botNotFound');
  const same = await findIntegrationByName(ctx.db, botId, parsed.name);
  if (same && same.id !== id) throw new CatalogueError('integrations.nameTaken');
  await checkIntegrationEndpoint(parsed.endpoint, deps.isProduction);
  return parsed;
}

// A second save of the same name racing the pre-check meets the unique index: the same answer.
async function nameTakenOnRace<T>(write: Promise<T>) {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new CatalogueError('integrations.nameTaken');
    throw error;
  }
}

// POST /api/bots/:botId/integrations: the secret is generated here and answered this once.
export async function createIntegration(
  ctx: RequestContext,
  botId: string,
  input: IntegrationInput,
  deps: IntegrationDeps,
) {
  const values = await checkInput(ctx, botId, input, deps);
  const secret = newIntegrationSecret();
  const [row] = await nameTakenOnRace(
    ctx.db
      .insert(integrations)
      .values({
        id: newId(),
        accountId: ctx.accountId,
        botId,
        ...values,
        sealedSecrets: sealSecrets(deps.secretKey, { signingSecret: secret }),
        createdBy: ctx.userId,
      })
      .returning(),
  );
  if (!row) throw new CatalogueError('integrations.botNotFound');
  return { integration: toIntegrationSummary(row), secret };
}

// PUT /api/bots/:botId/integrations/:id: the secret is kept.
export async function updateIntegration(
  ctx: RequestContext,
  botId: string,
  id: string,
  input: IntegrationInput,
  deps: IntegrationDeps,
) {
  if (!(await findBotIntegration(ctx.db, ctx.accountId, botId, id)))
    throw new CatalogueError('integrations.notFound');
  const values = await checkInput(ctx, botId, input, deps, id);
  const [row] = await nameTakenOnRace(
    ctx.db
      .update(integrations)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(integrations.id, id), eq(integrations.accountId, ctx.accountId)))
      .returning(),
  );
  if (!row) throw new CatalogueError('integrations.notFound');
  return { integration: toIntegrationSummary(row) };
}

// POST /api/bots/:botId/integrations/:id/secret: a lost secret is replaced, never shown again.
export async function renewIntegrationSecret(
  ctx: RequestContext,
  botId: string,
  id: string,
  deps: IntegrationDeps,
) {
  const secret = newIntegrationSecret();
  const [row] = await ctx.db
    .update(integrations)
    .set({ sealedSecrets: sealSecrets(deps.secretKey, { signingSecret: secret }), updatedAt: new Date() })
    .where(
      and(eq(integrations.id, id), eq(integrations.accountId, ctx.accountId), eq(integrations.botId, botId)),
    )
    .returning();
  if (!row) throw new CatalogueError('integrations.notFound');
  return { integration: toIntegrationSummary(row), secret };
}

export async function deleteIntegration(ctx: RequestContext, botId: string, id: string) {
  const removed = await ctx.db
    .delete(integrations)
    .where(
      and(eq(integrations.id, id), eq(integrations.accountId, ctx.accountId), eq(integrations.botId, botId)),
    )
    .returning({ id: integrations.id });
  if (removed.length === 0) throw new CatalogueError('integrations.notFound');
}
