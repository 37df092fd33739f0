import type { BroadcastDispatchInput } from '@prosa/contracts';
import { parseEmail } from '@prosa/domain';
import type { RequestContext } from '../../app/authentication.ts';
import { CatalogueError } from '../../app/CatalogueError.ts';
import { allowedDomainOf, type ChannelRow } from '../channels/index.ts';

// An e-mail dispatch's sender (campaigns §5: sender and reply-to required, each on an authorised
// domain): both must be addresses allowed on one of the account's verified sending domains, as an
// e-mail channel's are (`channels.domainNotVerified`, `channels.senderNotAllowed`). The sender's
// name defaults to the channel's.
export async function emailDispatchSender(
  ctx: RequestContext,
  channel: ChannelRow,
  input: BroadcastDispatchInput,
) {
  if (!input.senderAddress) throw new CatalogueError('broadcast.senderRequired');
  if (!input.replyTo) throw new CatalogueError('broadcast.replyToRequired');
  const senderAddress = parseEmail(input.senderAddress);
  const replyTo = parseEmail(input.replyTo);
  if (!senderAddress || !replyTo) throw new CatalogueError('broadcast.emailInvalid');
  await allowedDomainOf(ctx, senderAddress);
  await allowedDomainOf(ctx, replyTo);
  const senderName = input.senderName || channel.config.fromName || '';
  return { senderName, senderAddress, replyTo };
}
