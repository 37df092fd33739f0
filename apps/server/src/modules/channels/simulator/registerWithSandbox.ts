import type { ChannelRow } from '../channelRepository.ts';
import { webhookPathOf } from '../channelRepository.ts';
import { openSecrets } from '../secrets/sealSecrets.ts';
import { callSandbox } from './callSandbox.ts';

// Whether a channel's provider calls go to this sandbox (any of its base URLs is the sandbox's).
export const isOnSandbox = (row: ChannelRow, sandboxUrl: string) =>
  Object.entries(row.config).some(([key, value]) => key.endsWith('BaseUrl') && value === sandboxUrl);

// Registers (or updates) a channel's number with the sandbox, which keeps numbers in memory: its
// credentials, to check our sends, and the webhook URL it posts to. The sandbox runs on this machine,
// so it calls this server at its own loopback address (`serverUrl`), whatever PUBLIC_URL says.
export async function registerWithSandbox(
  row: ChannelRow,
  sandboxUrl: string,
  secretKey: Buffer,
  serverUrl: string,
) {
  await callSandbox(sandboxUrl, '/_sandbox/numbers', {
    method: 'POST',
    body: {
      provider: row.provider,
      instanceId: row.instanceId,
      webhookUrl: `${serverUrl}${webhookPathOf(row)}`,
      secrets: openSecrets(secretKey, row.sealedSecrets),
      config: row.config,
    },
  });
}
