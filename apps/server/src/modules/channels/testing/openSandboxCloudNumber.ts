import type { Sandbox } from '@prosa/sandbox';
import { newToken } from '../../../app/newId.ts';
import type { Db } from '../../../db/database.ts';
import { insertConversation } from '../../live/testing/insertConversation.ts';
import { insertChannel } from './insertChannel.ts';

// A Cloud API channel of the account on a sandbox number whose webhooks go to `webhookBaseUrl`,
// and for each phone a WhatsApp conversation in the queue whose customer wrote first, so the
// 24-hour window is open at the fake too.
export async function openSandboxCloudNumber(
  db: Db,
  secretKey: Buffer,
  sandbox: Sandbox,
  values: {
    accountId: string;
    phoneNumberId: string;
    secrets: Record<string, string>;
    webhookBaseUrl: string;
    phones: string[];
    config?: Record<string, string>;
  },
) {
  const { accountId, phoneNumberId, secrets } = values;
  const channel = await insertChannel(db, secretKey, {
    accountId,
    provider: 'cloud',
    config: {
      phoneNumberId,
      wabaId: newToken(8),
      graphBaseUrl: sandbox.url,
      graphVersion: 'v21.0',
      ...values.config,
    },
    secrets,
    instanceId: phoneNumberId,
  });
  const number = {
    provider: 'cloud' as const,
    instanceId: phoneNumberId,
    webhookUrl: `${values.webhookBaseUrl}/webhooks/whatsapp/${channel.id}`,
    secrets,
    config: { wabaId: channel.config.wabaId ?? '' },
  };
  sandbox.runtime.store.registerNumber(number);
  const conversations: Array<{ id: string }> = [];
  for (const phone of values.phones) {
    sandbox.runtime.store.append(number, phone, {
      id: `wamid.in.${newToken(8)}`,
      direction: 'in',
      at: new Date().toISOString(),
      text: 'oi',
      kind: 'text',
      status: 'delivered',
    });
    conversations.push(
      await insertConversation(db, {
        accountId,
        channel: 'whatsapp',
        channelId: channel.id,
        visitorId: phone,
        status: 'waiting',
        lastCustomerMessageAt: new Date(),
      }),
    );
  }
  return { channel, conversations };
}
