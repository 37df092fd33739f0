import type { Db } from '../../../db/database.ts';
import { findSendingDomains } from './sendingDomainRepository.ts';

// The addresses the account may send e-mail as: per verified sending domain, its allowed local
// parts (a broadcast's sender and reply-to are chosen among them, spec campaigns §5).
export async function allowedSenders(db: Db, accountId: string) {
  const rows = await findSendingDomains(db, accountId);
  return rows
    .filter((row) => row.status === 'verified' && row.emails.length > 0)
    .map((row) => ({ domain: row.name, emails: row.emails }));
}
