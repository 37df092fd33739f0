import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { broadcastTemplates } from '../../db/schema/index.ts';

// The header and buttons of a WhatsApp template made in Prosa, by channel, name and language: the
// live chat sends templates from the provider's list, which keeps no header, so a template made
// here lends its own (its media link, its text's and URLs' {{1}}). Null for one made elsewhere.
export async function findTemplateParts(
  db: Db,
  key: { accountId: string; channelId: string; name: string; language: string },
) {
  const [row] = await db
    .select({ header: broadcastTemplates.header, buttons: broadcastTemplates.buttons })
    .from(broadcastTemplates)
    .where(
      and(
        eq(broadcastTemplates.accountId, key.accountId),
        eq(broadcastTemplates.channelId, key.channelId),
        eq(broadcastTemplates.name, key.name),
        eq(broadcastTemplates.language, key.language),
        ne(broadcastTemplates.status, 'deleted'),
      ),
    );
  return row ?? null;
}
