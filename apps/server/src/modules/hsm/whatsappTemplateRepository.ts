import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { whatsappTemplates } from '../../db/schema/index.ts';
import type { ProviderTemplate } from '../channels/adapters/ChannelAdapter.ts';

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

// The provider's list replaces the channel's: new and changed templates are written, those it no
// longer lists are gone.
export async function replaceChannelTemplates(
  db: Db,
  channel: { id: string; accountId: string },
  templates: ProviderTemplate[],
) {
  await db.transaction(async (tx) => {
    const keys = templates.map((template) => `${template.name}\u0000${template.language}`);
    await tx
      .delete(whatsappTemplates)
      .where(
        and(
          eq(whatsappTemplates.channelId, channel.id),
          keys.length === 0
            ? undefined
            : notInArray(sql`${whatsappTemplates.name} || chr(0) || ${whatsappTemplates.language}`, keys),
        ),
      );
    if (templates.length === 0) return;
    const rows = templates.map((template) => ({
      channelId: channel.id,
      accountId: channel.accountId,
      name: template.name,
      language: template.language,
      category: template.category,
      status: template.status,
      quality: template.quality ?? null,
      body: template.body,
      variables: template.variables,
      syncedAt: new Date(),
    }));
    await tx
      .insert(whatsappTemplates)
      .values(rows)
      .onConflictDoUpdate({
        target: [whatsappTemplates.channelId, whatsappTemplates.name, whatsappTemplates.language],
        set: {
          category: sql`excluded.category`,
          status: sql`excluded.status`,
          quality: sql`excluded.quality`,
          body: sql`excluded.body`,
          variables: sql`excluded.variables`,
          syncedAt: sql`excluded.synced_at`,
        },
      });
  });
}
