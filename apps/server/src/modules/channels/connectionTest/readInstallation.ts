import type { ChannelInstallation } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { adapterFor } from '../adapters/adapterFor.ts';
import { findAccountChannel, toAdapterChannel } from '../channelRepository.ts';

// What the administrator pastes at the provider: the webhook URL and, for the Cloud API, the verify
// token (it only proves the URL to Meta, which echoes it; the credentials are never shown).
export async function readInstallation(
  ctx: RequestContext,
  channelId: string,
  secretKey: Buffer,
  publicUrl: string,
  // The inbound SMTP endpoint's port, when it runs.
  inboundSmtpPort: number | null,
): Promise<ChannelInstallation> {
  const row = await findAccountChannel(ctx.db, ctx.accountId, channelId);
  if (!row) throw new CatalogueError('generic.notFound');
  const channel = toAdapterChannel(row, secretKey, publicUrl);
  // The adapter's own form when it needs more (the URL token of Gupshup and the SMS gateways).
  const webhookUrl = adapterFor(row.type, row.provider)?.providerWebhookUrl?.(channel) ?? channel.webhookUrl;
  const mailServer =
    row.type === 'email' && inboundSmtpPort !== null
      ? `${new URL(publicUrl).hostname}:${inboundSmtpPort}`
      : null;
  return { webhookUrl, verifyToken: channel.secrets.verifyToken ?? null, mailServer };
}
