import { rm } from 'node:fs/promises';
import { and, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppServices } from '../app/services.ts';
import { attachments, messages } from '../db/schema/index.ts';
import { uploadPath } from '../modules/live/attachments/storeUpload.ts';

const batchSize = 500;

// Uploads that no message refers to once they are older than LIMIT_UNATTACHED_UPLOAD_HOURS: the
// row, then the file (a file left by a crash in between costs disk, never a broken message).
export async function purgeUnattachedUploads(services: Pick<AppServices, 'database' | 'env'>) {
  const { db } = services.database;
  const cutoff = new Date(Date.now() - services.env.limits.unattachedUploadMs);
  let purged = 0;
  for (;;) {
    const unattached = db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          lt(attachments.createdAt, cutoff),
          notExists(
            db
              .select({ one: sql`1` })
              .from(messages)
              .where(
                // Shaped as messages_attachment_idx, so each old upload is one index probe.
                and(
                  isNotNull(messages.attachment),
                  sql`(${messages.attachment}->>'id') = ${attachments.id}`,
                  eq(messages.accountId, attachments.accountId),
                ),
              ),
          ),
        ),
      )
      .limit(batchSize);
    const deleted = await db
      .delete(attachments)
      .where(inArray(attachments.id, unattached))
      .returning({ id: attachments.id, accountId: attachments.accountId });
    for (const row of deleted)
      await rm(uploadPath(services.env.DATA_DIR, row.accountId, row.id), { force: true });
    purged += deleted.length;
    if (deleted.length < batchSize) return purged;
  }
}
