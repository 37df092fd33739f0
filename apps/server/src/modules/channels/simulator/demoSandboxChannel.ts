import { cloudApiDefaults } from '@prosa/contracts';
import { newId, newToken } from '../../../app/newId.ts';
import type { channels } from '../../../db/schema/index.ts';
import { sealSecrets } from '../secrets/sealSecrets.ts';

// The demo's WhatsApp number on the sandbox's Cloud API fake: a made-up phone number id, so it can
// never be a real one, and found again by it at every start (connectSandboxChannels).
export const demoSandboxPhoneNumberId = '100000000000001';

// The seed's WhatsApp Cloud channel for Prosa Demo, linked to its chatbot, its credentials random and
// sealed like any channel's.
export function demoSandboxChannel(
  accountId: string,
  botId: string,
  sandboxUrl: string,
  secretKey: Buffer,
): typeof channels.$inferInsert {
  return {
    id: newId(),
    accountId,
    type: 'whatsapp',
    provider: 'cloud',
    name: 'WhatsApp Prosa Demo',
    botId,
    config: {
      phoneNumberId: demoSandboxPhoneNumberId,
      wabaId: '100000000000002',
      graphBaseUrl: sandboxUrl,
      graphVersion: cloudApiDefaults.graphVersion,
    },
    sealedSecrets: sealSecrets(secretKey, {
      accessToken: newToken(32),
      appSecret: newToken(32),
      verifyToken: newToken(16),
    }),
    instanceId: demoSandboxPhoneNumberId,
  };
}
