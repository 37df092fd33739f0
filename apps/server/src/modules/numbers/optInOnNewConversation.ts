import type { Db } from '../../db/database.ts';
import { insertOptInIfOptedOut } from './optOutRepository.ts';

// The channel layer calls this when a customer starts a new conversation on a phone channel: an
// opted-out number is back to opt-in (spec campaigns §4), recorded with the conversation as its
// source. `number` as the provider gives it (E.164, with or without '+'). True when it changed.
export async function optInOnNewConversation(
  db: Db,
  input: { accountId: string; channel: string; number: string; botId?: string | null },
): Promise<boolean> {
  const number = input.number.replace(/\D/g, '');
  if (number === '') return false;
  return insertOptInIfOptedOut(db, {
    accountId: input.accountId,
    channel: input.channel,
    number,
    botId: input.botId ?? null,
  });
}
