import type { Db } from '../../../db/database.ts';
import type { AdapterChannel } from '../adapters/ChannelAdapter.ts';
import { openSecrets } from '../secrets/sealSecrets.ts';
import { findSendingDomainByName } from '../sendingDomains/sendingDomainRepository.ts';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1);

// The e-mail channel as one broadcast sends through it: the channel's relay and unsubscribe
// secret, but the dispatch's sender, its name and reply-to, signed with the DKIM key of the
// sender's own verified domain (which may be another of the account's domains than the channel's).
// The Message-ID stays on the channel's domain and the envelope sender is the channel's address,
// so bounce reports come back to the channel's inbound endpoint and are known as its own.
// Null when that domain is no longer verified or the address no longer allowed on it: the mail
// would fail DKIM or be sent as an address the account gave up.
export async function emailSenderChannel(
  db: Db,
  secretKey: Buffer,
  channel: AdapterChannel,
  sender: { name: string; address: string; replyTo: string },
): Promise<AdapterChannel | null> {
  const domain = await findSendingDomainByName(db, channel.accountId, domainOf(sender.address));
  const local = sender.address.slice(0, sender.address.lastIndexOf('@'));
  if (domain?.status !== 'verified' || !domain.emails.includes(local)) return null;
  return {
    ...channel,
    config: {
      ...channel.config,
      fromName: sender.name,
      fromAddress: sender.address,
      replyTo: sender.replyTo,
      dkimDomain: domain.name,
      dkimSelector: domain.dkimSelector,
      bounceAddress: channel.config.fromAddress ?? '',
    },
    secrets: {
      ...channel.secrets,
      dkimPrivateKey: openSecrets(secretKey, domain.sealedDkimPrivateKey).privateKey ?? '',
    },
  };
}
