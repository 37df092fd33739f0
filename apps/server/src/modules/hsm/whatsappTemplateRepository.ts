import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { whatsappTemplates } from '../../db/schema/index.ts';
import type { ProviderTemplate } from '../channels/index.ts';

export function listChannelTemplates(db: Db, accountId: string, channelId: string) {
  return db
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.accountId, accountId), eq(whatsappTemplates.channelId, channelId)))
    .orderBy(asc(whatsappTemplates.name), asc(whatsappTemplates.language));
}

export async function findChannelTemplate(
  db: Db,
  key: { accountId: string; channelId: string; name: string; language: string },
) {
  const [row] = await db
    .select()
    .from(whatsappTemplates)
    .where(
      and(
        eq(whatsappTemplates.accountId, key.accountId),
        eq(whatsappTemplates.channelId, key.channelId),
        eq(whatsappTemplates.name, key.name),
        eq(whatsappTemplates.language, key.language),
      ),
    );
  return row ?? null;
}

// The provider's list replaces the channel's, in one transaction: the picker never sees half a list.
export async function replaceChannelTemplates(
  db: Db,
  channel: { id: string; accountId: string },
  templates: ProviderTemplate[],
) {
  await db.transaction(async (tx) => {
    await tx.delete(whatsappTemplates).where(eq(whatsappTemplates.channelId, channel.id));
    if (templates.length === 0) return;
    await tx
      .insert(whatsappTemplates)
      .values(
        templates.map((template) => ({
          channelId: channel.id,
          accountId: channel.accountId,
          name: template.name,
          language: template.language,
          category: template.category,
          status: template.status,
          quality: template.quality ?? null,
          body: template.body,
          variables: template.variables,
        })),
      )
      // A provider listing one name and language twice keeps the first.
      .onConflictDoNothing();
  });
}
