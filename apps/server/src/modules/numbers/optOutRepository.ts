import type { OptOutPermanence } from '@prosa/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../../app/newId.ts';
import type { Db } from '../../db/database.ts';
import { bots, optOutRecords, optOutSettings } from '../../db/schema/index.ts';

export type OptOutRecordRow = typeof optOutRecords.$inferSelect;

export interface NumberOnChannel {
  accountId: string;
  channel: string;
  number: string;
}

export async function readPermanenceDays(db: Db, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ days: optOutSettings.permanenceDays })
    .from(optOutSettings)
    .where(eq(optOutSettings.accountId, accountId));
  return row?.days ?? null;
}

export const permanenceOf = (days: number | null): OptOutPermanence =>
  days === null ? 'forever' : (String(days) as OptOutPermanence);

export async function writePermanenceDays(db: Db, accountId: string, days: number | null) {
  await db
    .insert(optOutSettings)
    .values({ accountId, permanenceDays: days })
    .onConflictDoUpdate({
      target: optOutSettings.accountId,
      set: { permanenceDays: days, updatedAt: sql`now()` },
    });
}

// Each number's latest record on a channel: its condition now, before the permanence is applied.
// One statement for any number of numbers (a dispatch judges hundreds at a time).
export async function findLatestRecords(
  db: Db,
  key: { accountId: string; channel: string; numbers: string[] },
): Promise<OptOutRecordRow[]> {
  if (key.numbers.length === 0) return [];
  return db
    .selectDistinctOn([optOutRecords.number])
    .from(optOutRecords)
    .where(
      and(
        eq(optOutRecords.accountId, key.accountId),
        eq(optOutRecords.channel, key.channel),
        inArray(optOutRecords.number, key.numbers),
      ),
    )
    .orderBy(optOutRecords.number, desc(optOutRecords.createdAt), desc(optOutRecords.id));
}

export async function insertOptOutRecord(db: Db, record: Omit<OptOutRecordRow, 'id' | 'createdAt'>) {
  await db.insert(optOutRecords).values({ id: newId(), ...record });
}

// The newest records of the account, or of one number, with their chatbot's name.
export function listOptOutRecords(db: Db, accountId: string, number: string | null, limit: number) {
  return db
    .select({ record: optOutRecords, botName: bots.name })
    .from(optOutRecords)
    .leftJoin(bots, eq(bots.id, optOutRecords.botId))
    .where(
      and(
        eq(optOutRecords.accountId, accountId),
        number === null ? undefined : eq(optOutRecords.number, number),
      ),
    )
    .orderBy(desc(optOutRecords.createdAt), desc(optOutRecords.id))
    .limit(limit);
}

// A new conversation puts an opted-out number back to opt-in (spec campaigns §4), in one statement:
// a record is appended only when the number's latest one is an opt-out.
export async function insertOptInIfOptedOut(db: Db, key: NumberOnChannel & { botId: string | null }) {
  const latest = sql`(
    select r.condition from ${optOutRecords} r
    where r.account_id = ${key.accountId} and r.channel = ${key.channel} and r.number = ${key.number}
    order by r.created_at desc, r.id desc limit 1)`;
  const inserted = await db.execute(sql`
    insert into ${optOutRecords} (id, account_id, channel, number, bot_id, condition, source)
    select ${newId()}::text, ${key.accountId}::text, ${key.channel}::text, ${key.number}::text,
      ${key.botId}::text, 'optIn', 'conversation'
    where ${latest} = 'optOut'
    returning id`);
  return (inserted as unknown as { rows: unknown[] }).rows.length > 0;
}
