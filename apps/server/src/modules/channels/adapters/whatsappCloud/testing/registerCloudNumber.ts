import { expect } from 'vitest';
import type { AdapterChannel } from '../../ChannelAdapter.ts';

// Registers a Cloud API number with a running sandbox (its credentials and where its webhooks go)
// and answers the adapter's view of that channel, pointed at the sandbox's Graph API.
export async function registerCloudNumber(
  sandboxUrl: string,
  number: {
    id: string;
    accountId: string;
    phoneNumberId: string;
    wabaId: string;
    webhookUrl: string;
    secrets: Record<string, string>;
  },
): Promise<AdapterChannel> {
  const registered = await fetch(`${sandboxUrl}/_sandbox/numbers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      provider: 'cloud',
      instanceId: number.phoneNumberId,
      webhookUrl: number.webhookUrl,
      secrets: number.secrets,
      config: { wabaId: number.wabaId },
    }),
  });
  expect(registered.status).toBe(204);
  return {
    id: number.id,
    accountId: number.accountId,
    type: 'whatsapp',
    provider: 'cloud',
    config: {
      phoneNumberId: number.phoneNumberId,
      wabaId: number.wabaId,
      graphBaseUrl: sandboxUrl,
      graphVersion: 'v21.0',
    },
    secrets: number.secrets,
    webhookUrl: number.webhookUrl,
  };
}
