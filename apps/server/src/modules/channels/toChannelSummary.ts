import type { ChannelSummary } from '@prosa/contracts';
import { type ChannelRow, webhookPathOf } from './channelRepository.ts';
import { openSecrets } from './secrets/sealSecrets.ts';

// A channel as the API answers it: its public configuration and which secrets are stored, never
// their values. `publicUrl`: PUBLIC_URL or the request's base (linkBaseUrl), no trailing slash.
export function toChannelSummary(row: ChannelRow, key: Buffer, publicUrl: string): ChannelSummary {
  const stored = Object.entries(openSecrets(key, row.sealedSecrets));
  return {
    id: row.id,
    type: row.type as ChannelSummary['type'],
    provider: row.provider as ChannelSummary['provider'],
    name: row.name,
    botId: row.botId,
    webhookUrl: `${publicUrl}${webhookPathOf(row)}`,
    config: row.config,
    storedSecrets: stored.filter(([, value]) => value !== '').map(([name]) => name),
  };
}
