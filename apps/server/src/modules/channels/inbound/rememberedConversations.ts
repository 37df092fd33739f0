import { perDatabase } from '../../../app/perDatabase.ts';
import { TtlCache } from '../../../app/TtlCache.ts';
import type { Db } from '../../../db/database.ts';

// Where each customer of a channel last wrote, per process and database, as the widget's socket
// remembers it: the next message is then one statement (appendMessage checks that it is still
// their open conversation and no repeat), instead of a search for the repeat and the conversation.
// A wrong or stale memory only costs that search.
export const rememberedConversations = perDatabase(
  (_db: Db) => new TtlCache<string, string>(30 * 60_000, 50_000),
);
