import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { contactNumberStatuses } from '../../db/schema/index.ts';
import { findNumberContacts, optedOutNumbers } from '../numbers/index.ts';

export type NumberRefusal = 'blocked' | 'optedOut';

// Why a broadcast may not go to each of these numbers (issue 18: "opted-out and blocked numbers are
// skipped with their reason"): blocked on WhatsApp (the number status of its contact, WhatsApp's
// own), or opted out on the dispatch's channel (WhatsApp, or SMS: its STOP keywords) now. The numbers missing from the answer may be sent to. A handful of statements for
// a whole claimed batch.
export async function refusedNumbers(
  db: Db,
  accountId: string,
  numbers: string[],
  now: Date,
  channel: 'whatsapp' | 'sms' = 'whatsapp',
): Promise<Map<string, NumberRefusal>> {
  const refused = new Map<string, NumberRefusal>();
  if (numbers.length === 0) return refused;
  const contactOf =
    channel === 'whatsapp'
      ? await findNumberContacts(db, accountId, numbers)
      : new Map<string, { id: string }>();
  const contactIds = [...new Set([...contactOf.values()].map((contact) => contact.id))];
  const blocked =
    contactIds.length === 0
      ? []
      : await db
          .select({ contactId: contactNumberStatuses.contactId })
          .from(contactNumberStatuses)
          .where(
            and(
              eq(contactNumberStatuses.accountId, accountId),
              inArray(contactNumberStatuses.contactId, contactIds),
              eq(contactNumberStatuses.channel, 'whatsapp'),
              eq(contactNumberStatuses.status, 'blocked'),
            ),
          );
  const blockedContacts = new Set(blocked.map((row) => row.contactId));
  for (const [number, contact] of contactOf)
    if (blockedContacts.has(contact.id)) refused.set(number, 'blocked');
  const optedOut = await optedOutNumbers(db, { accountId, channel, numbers }, now);
  for (const number of optedOut) if (!refused.has(number)) refused.set(number, 'optedOut');
  return refused;
}
