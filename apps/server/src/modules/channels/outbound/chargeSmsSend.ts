import { smsSegments } from '@prosa/domain';
import type { Db } from '../../../db/database.ts';
import { type ChargeResult, chargeCredits } from '../../credits/index.ts';

// Every SMS costs 1 credit per segment (decisions.md), counted on `text` as the provider gets it
// (smsText: an attachment's link included). The key is the message's id, so however many times the
// send is tried, and whether the live chat charged it when storing it or the delivery worker
// before sending it, a message is paid once. Not enough credits: `credits.notEnoughSms` is thrown
// and the caller's transaction rolls back.
export function chargeSmsSend(
  db: Db,
  input: { accountId: string; messageId: string; text: string; at: Date },
): Promise<ChargeResult> {
  return chargeCredits(db, {
    accountId: input.accountId,
    kind: 'sms',
    units: smsSegments(input.text).segments,
    idempotencyKey: `sms:${input.messageId}`,
    at: input.at,
  });
}
