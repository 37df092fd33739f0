import { smsSegments } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { findCreditPrice, readCreditBalance } from '../credits/index.ts';
import type { DispatchToSend } from './loadDispatchToSend.ts';
import { recipientMessage } from './recipientMessage.ts';

// An SMS dispatch the account cannot pay for now is refused whole ("not enough SMS credits",
// campaigns §8) rather than stored to end mostly `insufficientCredits`: each recipient's text is
// counted in segments as the claim will charge it (1 credit per segment by default). The claim
// still charges each recipient, so credits spent meanwhile end the rest `insufficientCredits`.
export async function checkSmsDispatchCost(
  ctx: Pick<RequestContext, 'db' | 'accountId'>,
  dispatch: Pick<DispatchToSend, 'variables' | 'template'>,
  recipients: Map<string, string>,
  now: Date,
) {
  let segments = 0;
  for (const [phone, name] of recipients)
    segments += smsSegments(recipientMessage(dispatch, { name, phone, email: null }).text).segments;
  const price = await findCreditPrice(ctx.db, ctx.accountId, 'sms');
  const { balance } = await readCreditBalance(ctx.db, ctx.accountId, now);
  if (segments * price > balance) throw new CatalogueError('credits.notEnoughSms');
}
