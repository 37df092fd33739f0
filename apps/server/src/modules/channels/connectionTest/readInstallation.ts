import type { ChannelInstallation } from '@prosa/contracts';
import type { RequestContext } from '../../../app/authentication.ts';
import { CatalogueError } from '../../../app/CatalogueError.ts';
import { findAccountChannel, toAdapterChannel } from '../channelRepository.ts';

// What the administrator pastes at the provider: the webhook URL and, for the Cloud API, the verify
// token (it only proves the URL to Meta, which echoes it; the credentials are never shown).
export async function readInstallation(
  ctx: RequestContext,
  channelId: string,
  secretKey: Buffer,
  publicUrl: string,
): Promise<ChannelInstallation> {
  const row = await findAccountChannel(ctx.db, ctx.accountId, channelId);
  if (!row) throw new CatalogueError('generic.notFound');
  const channel = toAdapterChannel(row, secretKey, publicUrl);
  return { webhookUrl: channel.webhookUrl, verifyToken: channel.secrets.verifyToken ?? null };
}
