import type { PrivacyExport } from '@prosa/contracts';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { newId } from '../../app/newId.ts';
import { privacyExports } from '../../db/schema/index.ts';
import { findContact } from '../contacts/index.ts';
import { recordPrivacyAudit } from './privacyAuditRepository.ts';
import { findPrivacyExport, toPrivacyExport } from './privacyExportRepository.ts';
import { enqueuePrivacyExport } from './privacyJobs.ts';
import type { ExportServices } from './runContactExport.ts';

// Queues the archive of a contact's data and records who asked for it.
export async function requestContactExport(
  services: ExportServices,
  ctx: RequestContext,
  contactId: string,
): Promise<PrivacyExport> {
  const contact = await findContact(ctx.db, ctx.accountId, contactId);
  if (!contact) throw new CatalogueError('contacts.notFound');
  const id = newId();
  await ctx.db.insert(privacyExports).values({
    id,
    accountId: ctx.accountId,
    contactId,
    requestedBy: ctx.userId,
  });
  await recordPrivacyAudit(ctx.db, ctx, 'exportRequested', contactId, { exportId: id });
  await enqueuePrivacyExport(services, ctx.accountId, id);
  const created = await findPrivacyExport(ctx.db, ctx.accountId, id);
  if (!created) throw new CatalogueError('privacy.exportNotFound');
  return toPrivacyExport(created);
}
