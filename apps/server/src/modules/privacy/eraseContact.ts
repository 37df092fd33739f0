import { rm } from 'node:fs/promises';
import type { PrivacyErasureCounts } from '@prosa/contracts';
import { isOpenLive, roomStatuses } from '@prosa/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { contacts, conversations, privacyExports } from '../../db/schema/index.ts';
import { findContact } from '../contacts/index.ts';
import { uploadPath } from '../live/index.ts';
import { eraseContactRows } from './eraseContactRows.ts';
import { recordPrivacyAudit } from './privacyAuditRepository.ts';
import { privacyExportPath } from './privacyExportRepository.ts';
import { readContactFootprint } from './readContactFootprint.ts';

const liveStatuses = roomStatuses.filter(isOpenLive);

// What the administrator types to confirm: the contact's name, or its id when it has none.
export const erasureConfirmationOf = (contact: { id: string; name: string }) =>
  contact.name.trim() || contact.id;

// Erases a contact (LGPD): its row, identities, tags, timeline, number statuses, leads, opt-outs,
// number events, browsed pages, attachments and earlier exports go; its conversations and their
// messages stay as anonymous rows (no contact, name, visitor id, collected data, text or file) so
// the analytics counts keep telling the truth (docs/decisions.md). One transaction under the
// contact's row lock; the files go once it commits. Refused while the person is in live chat.
export async function eraseContact(
  services: { env: { DATA_DIR: string } },
  ctx: RequestContext,
  contactId: string,
  confirmation: string,
) {
  const { accountId } = ctx;
  const { erased, fileIds, exportIds } = await ctx.db.transaction(async (tx) => {
    const contact = await findContact(tx, accountId, contactId, true);
    if (!contact) throw new CatalogueError('contacts.notFound');
    if (confirmation.trim() !== erasureConfirmationOf(contact))
      throw new CatalogueError('privacy.confirmationMismatch');
    const footprint = await readContactFootprint(tx, accountId, contact);
    const { conversationIds, attachmentIds } = footprint;
    if (conversationIds.length > 0) {
      const live = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(
          and(
            eq(conversations.accountId, accountId),
            inArray(conversations.id, conversationIds),
            inArray(conversations.status, liveStatuses),
          ),
        )
        .for('update');
      if (live.length > 0) throw new CatalogueError('privacy.contactInLiveConversation');
    }
    const counts = await eraseContactRows(tx, accountId, contactId, footprint);
    const exportRows = await tx
      .delete(privacyExports)
      .where(and(eq(privacyExports.accountId, accountId), eq(privacyExports.contactId, contactId)))
      .returning({ id: privacyExports.id });
    const erasedCounts: PrivacyErasureCounts = {
      ...counts,
      conversations: conversationIds.length,
      attachments: attachmentIds.length,
      exports: exportRows.length,
    };
    await tx.delete(contacts).where(and(eq(contacts.id, contactId), eq(contacts.accountId, accountId)));
    await recordPrivacyAudit(tx, ctx, 'erased', contactId, { erased: erasedCounts });
    return { erased: erasedCounts, fileIds: attachmentIds, exportIds: exportRows.map((row) => row.id) };
  });
  await Promise.all([
    ...fileIds.map((id) => rm(uploadPath(services.env.DATA_DIR, accountId, id), { force: true })),
    ...exportIds.map((id) => rm(privacyExportPath(services.env.DATA_DIR, accountId, id), { force: true })),
  ]);
  return { contactId, erased };
}
