import type { sendingDomainEmailsInput } from '@prosa/contracts';
import type { z } from 'zod';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import type { Env } from '../../../app/env.ts';
import { updateSendingDomainRow } from './sendingDomainRepository.ts';
import { toSendingDomain } from './toSendingDomain.ts';

// The addresses allowed to send from the domain, as local parts (spec §5).
export async function updateSendingDomainEmails(
  ctx: RequestContext,
  env: Env,
  id: string,
  input: z.output<typeof sendingDomainEmailsInput>,
) {
  const row = await updateSendingDomainRow(ctx.db, ctx.accountId, id, { emails: input.emails });
  if (!row) throw new CatalogueError('domains.notFound');
  return { domain: toSendingDomain(row, env) };
}
