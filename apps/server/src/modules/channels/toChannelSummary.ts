import type { ChannelSummary } from '@prosa/contracts';
import { adapterFor } from './adapters/adapterFor.ts';
import { type ChannelRow, toAdapterChannel } from './channelRepository.ts';

// A channel as the API answers it: its public configuration and which secrets are stored, never
// their values. `publicUrl`: PUBLIC_URL or the request's base (linkBaseUrl), no trailing slash.
export function toChannelSummary(row: ChannelRow, key: Buffer, publicUrl: string): ChannelSummary {
  const channel = toAdapterChannel(row, key, publicUrl);
  const stored = Object.entries(channel.secrets);
  // What to paste at the provider: the adapter's own form when it needs more (Gupshup's token).
  const webhookUrl = adapterFor(row.type, row.provider)?.providerWebhookUrl?.(channel) ?? channel.webhookUrl;
  return {
    id: row.id,
    type: row.type as ChannelSummary['type'],
    provider: row.provider as ChannelSummary['provider'],
    name: row.name,
    botId: row.botId,
    webhookUrl,
    config: row.config,
    storedSecrets: stored.filter(([, value]) => value !== '').map(([name]) => name),
  };
}
