import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { openSecrets } from '../secrets/sealSecrets.ts';
import { findSendingDomainByName } from '../sendingDomains/sendingDomainRepository.ts';

const partsOf = (address: string) => {
  const at = address.lastIndexOf('@');
  return { local: address.slice(0, at), domain: address.slice(at + 1) };
};

// An address the account may send as (spec campaigns §5): its domain one of the account's
// verified sending domains, its local part among the domain's allowed e-mails.
export async function allowedDomainOf(ctx: RequestContext, address: string) {
  const { local, domain } = partsOf(address);
  const row = await findSendingDomainByName(ctx.db, ctx.accountId, domain);
  if (row?.status !== 'verified') throw new CatalogueError('channels.domainNotVerified');
  if (!row.emails.includes(local)) throw new CatalogueError('channels.senderNotAllowed');
  return row;
}

// An e-mail channel signs with its sender's domain: the domain, its DKIM selector and its private
// key (copied, sealed, into the channel, so a send reads one row) are taken from the verified
// sending domain on every save. The reply-to, where customers answer, must be allowed too. The
// unsubscribe links' secret is Prosa's own, made on the first save and kept after.
export async function completeEmailChannel(
  ctx: RequestContext,
  secretKey: Buffer,
  config: Record<string, string>,
  secrets: Record<string, string>,
) {
  const domain = await allowedDomainOf(ctx, config.fromAddress ?? '');
  if (config.replyTo) await allowedDomainOf(ctx, config.replyTo);
  config.domain = domain.name;
  config.dkimSelector = domain.dkimSelector;
  secrets.dkimPrivateKey = openSecrets(secretKey, domain.sealedDkimPrivateKey).privateKey ?? '';
  secrets.unsubscribeSecret ||= randomBytes(32).toString('base64url');
}
