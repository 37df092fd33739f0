import type { SendingDomain } from '@prosa/contracts';
import type { ApiClient } from '../../../../testing/ApiClient.ts';
import type { startFakeDns } from '../../../../testing/startFakeDns.ts';

export interface EmailChannelSetup {
  domain: string;
  local: string;
  botId: string;
  relayPort: number;
  login: { user: string; password: string };
}

// A sending domain as an administrator makes it ready: added, its records published by the (fake)
// DNS, verified, with the sender's e-mail allowed.
export async function verifySendingDomain(
  admin: ApiClient,
  dns: Awaited<ReturnType<typeof startFakeDns>>,
  input: { domain: string; local: string },
) {
  const created = await admin.post('/api/settings/domains', { name: input.domain });
  const domain = created.body.domain as SendingDomain;
  for (const record of domain.records) dns.publish(record);
  const verified = await admin.post(`/api/settings/domains/${domain.id}/verify`);
  if (verified.status !== 200) throw new Error(`domain not verified: ${JSON.stringify(verified.body)}`);
  await admin.put(`/api/settings/domains/${domain.id}/emails`, { emails: [input.local] });
  return domain;
}

// An account's e-mail channel on that domain and the account's relay.
export async function connectEmailChannel(
  admin: ApiClient,
  dns: Awaited<ReturnType<typeof startFakeDns>>,
  input: EmailChannelSetup,
) {
  const domain = await verifySendingDomain(admin, dns, input);
  const saved = await admin.post('/api/channels', emailChannelBody(input));
  if (saved.status !== 200) throw new Error(`channel not saved: ${JSON.stringify(saved.body)}`);
  return { domain, channel: saved.body.channel as { id: string; config: Record<string, string> } };
}

export function emailChannelBody(
  input: {
    domain: string;
    local: string;
    botId: string;
    relayPort: number;
    login: { user: string; password: string };
  },
  config: Record<string, string> = {},
) {
  return {
    type: 'email',
    provider: 'smtp',
    name: `E-mail ${input.local}@${input.domain}`,
    botId: input.botId,
    config: {
      smtpHost: '127.0.0.1',
      smtpPort: String(input.relayPort),
      smtpUser: input.login.user,
      smtpPassword: input.login.password,
      fromName: 'Loja Exemplo',
      fromAddress: `${input.local}@${input.domain}`,
      ...config,
    },
  };
}
