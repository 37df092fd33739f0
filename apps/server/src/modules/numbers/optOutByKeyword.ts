import type { Db } from '../../db/database.ts';
import { isOptedOut } from './isOptedOut.ts';
import { insertOptOutRecord } from './optOutRepository.ts';

// A customer opts their number out by sending an opt-out keyword (STOP, SAIR…) on an SMS channel.
// Recorded once: a number already out records nothing and answers false, so the caller confirms
// only the first time. `number` as the provider gives it (E.164, with or without '+').
export async function optOutByKeyword(
  db: Db,
  input: { accountId: string; channel: string; number: string; botId: string | null; keyword: string },
  now: Date,
): Promise<boolean> {
  const number = input.number.replace(/\D/g, '');
  if (number === '') return false;
  const key = { accountId: input.accountId, channel: input.channel, number };
  if (await isOptedOut(db, key, now)) return false;
  await insertOptOutRecord(db, {
    ...key,
    botId: input.botId,
    condition: 'optOut',
    source: 'keyword',
    authorId: null,
    authorName: '',
    reason: input.keyword.trim(),
  });
  return true;
}
