import { adapterFor } from '../adapters/adapterFor.ts';
import type { ChannelRow } from '../channelRepository.ts';
import { toAdapterChannel } from '../channelRepository.ts';
import { callSandbox } from './callSandbox.ts';
import { sandboxProviderOf } from './sandboxProviderOf.ts';

// Whether a channel's provider calls go to this sandbox (any of its base URLs, or the SMS
// gateway's URL template, is the sandbox's).
export const isOnSandbox = (row: ChannelRow, sandboxUrl: string) =>
  Object.entries(row.config).some(
    ([key, value]) =>
      (key.endsWith('BaseUrl') && value === sandboxUrl) ||
      (key === 'urlTemplate' && value.startsWith(`${sandboxUrl}/`)),
  );

// Registers (or updates) a channel's number with the sandbox, which keeps numbers in memory: its
// credentials, to check our sends, and the webhook URL it posts to (the adapter's own form, with
// its token where the provider signs nothing). The sandbox runs on this machine, so it calls this
// server at its own loopback address (`serverUrl`), whatever PUBLIC_URL says. `channel` tells the
// Twilio fake an SMS number from a WhatsApp sender.
export async function registerWithSandbox(
  row: ChannelRow,
  sandboxUrl: string,
  secretKey: Buffer,
  serverUrl: string,
) {
  const channel = toAdapterChannel(row, secretKey, serverUrl);
  const webhookUrl = adapterFor(row.type, row.provider)?.providerWebhookUrl?.(channel) ?? channel.webhookUrl;
  await callSandbox(sandboxUrl, '/_sandbox/numbers', {
    method: 'POST',
    body: {
      provider: sandboxProviderOf(row),
      instanceId: row.instanceId,
      webhookUrl,
      secrets: channel.secrets,
      config: { ...row.config, channel: row.type },
    },
  });
}
