import type { Db } from '../../db/database.ts';
import { findLatestRecords, type NumberOnChannel, readPermanenceDays } from './optOutRepository.ts';

const dayMs = 24 * 60 * 60 * 1000;

// When an opt-out stops counting under a permanence (null: never).
export function optOutEndsAt(createdAt: Date, permanenceDays: number | null): Date | null {
  return permanenceDays === null ? null : new Date(createdAt.getTime() + permanenceDays * dayMs);
}

// Whether a number is opted out on a channel now. The permanence is applied at read time (spec
// campaigns §4: back to opt-in when it expires), so changing the setting applies to every record.
export async function isOptedOut(db: Db, key: NumberOnChannel, now: Date): Promise<boolean> {
  const out = await optedOutNumbers(db, { ...key, numbers: [key.number] }, now);
  return out.has(key.number);
}

// Which of these numbers are opted out on the channel now (isOptedOut for many at once).
export async function optedOutNumbers(
  db: Db,
  key: { accountId: string; channel: string; numbers: string[] },
  now: Date,
): Promise<Set<string>> {
  const out = (await findLatestRecords(db, key)).filter((record) => record.condition === 'optOut');
  if (out.length === 0) return new Set();
  const days = await readPermanenceDays(db, key.accountId);
  return new Set(
    out
      .filter((record) => {
        const endsAt = optOutEndsAt(record.createdAt, days);
        return endsAt === null || endsAt > now;
      })
      .map((record) => record.number),
  );
}
