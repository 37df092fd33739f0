import type { Db } from '../../db/database.ts';
import { isBeingEdited } from '../contacts/index.ts';
import { findKeyOwner, type IdentityKey, insertIdentity } from './contactIdentityRepository.ts';
import { emailKey, phoneKey } from './identityKeys.ts';
import { lockContactPair } from './lockContactPair.ts';
import { type MergedContact, mergeContactRows } from './mergeContactRows.ts';

export interface ContactKeys {
  accountId: string;
  // The contact a channel (or a data collection) attached the conversation to.
  contactId: string;
  email?: string | null;
  phone?: string | null;
}

// Every channel calls this when it learns an e-mail or a phone for a conversation's contact (a
// data collection's lead today; WhatsApp numbers and e-mail senders later). As Chatwoot does, a key
// that already names another person of the account wins: the channel's contact (usually an
// anonymous visitor) is merged into that identified one automatically, conversations, identities
// and leads included — unless the two hold different e-mails or phones. At most one merge per call:
// when the e-mail names one person and the phone another, the phone is left where it is, since two
// people known in the CRM are only merged by hand. Answers the contact the conversation ends up
// with.
export async function attachContactKeys(db: Db, input: ContactKeys): Promise<string> {
  const keys: IdentityKey[] = [];
  const email = emailKey(input.email);
  const phone = phoneKey(input.phone);
  if (email) keys.push({ accountId: input.accountId, channel: 'email', externalId: email });
  if (phone) keys.push({ accountId: input.accountId, channel: 'phone', externalId: phone });
  let contactId = input.contactId;
  let hasMerged = false;
  for (const key of keys) {
    const owner = await findKeyOwner(db, key, contactId);
    if (owner) {
      // A key whose owner keeps apart stays theirs.
      if (hasMerged || !(await mergeInto(db, input.accountId, owner.id, contactId))) continue;
      contactId = owner.id;
      hasMerged = true;
    }
    await insertIdentity(db, { ...key, contactId });
  }
  return contactId;
}

// Two contacts holding different e-mails (or different phones) are two people sharing the other
// key — a family phone, a shared inbox — as Chatwoot reads it: they stay apart.
const conflicts = (a: string | null, b: string | null) => a !== null && b !== null && a !== b;
const isConflicting = (kept: MergedContact, other: MergedContact) =>
  conflicts(emailKey(kept.email), emailKey(other.email)) ||
  conflicts(phoneKey(kept.phone), phoneKey(other.phone));

// A company never absorbs a person's conversation, a contact that vanished meanwhile (deleted, or
// merged by a concurrent call) is left alone, and so is a pair one of which is open in someone's
// form (their save would write into a contact that is gone, or over what the merge filled in; they
// can merge by hand): false when nothing was merged.
async function mergeInto(db: Db, accountId: string, keptId: string, otherId: string) {
  return db.transaction(async (tx) => {
    const [kept, other] = await lockContactPair(tx, accountId, keptId, otherId);
    if (!kept || !other || kept.kind !== other.kind || isConflicting(kept, other)) return false;
    if (isBeingEdited(kept) || isBeingEdited(other)) return false;
    await mergeContactRows(tx, accountId, kept, other, null);
    return true;
  });
}
