import type { Db } from '../../db/database.ts';
import { findLatestRecord, type NumberOnChannel, readPermanenceDays } from './optOutRepository.ts';

const dayMs = 24 * 60 * 60 * 1000;

// When an opt-out stops counting under a permanence (null: never).
export function optOutEndsAt(createdAt: Date, permanenceDays: number | null): Date | null {
  return permanenceDays === null ? null : new Date(createdAt.getTime() + permanenceDays * dayMs);
}

// Whether a number is opted out on a channel now. The permanence is applied at read time (spec
// campaigns §4: back to opt-in when it expires), so changing the setting applies to every record.
export async function isOptedOut(db: Db, key: NumberOnChannel, now: Date): Promise<boolean> {
  const latest = await findLatestRecord(db, key);
  if (latest?.condition !== 'optOut') return false;
  const endsAt = optOutEndsAt(latest.createdAt, await readPermanenceDays(db, key.accountId));
  return endsAt === null || endsAt > now;
}
