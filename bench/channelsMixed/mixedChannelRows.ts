import { generateKeyPairSync } from 'node:crypto';
import { smsGatewayStatusMap } from '../../apps/sandbox/src/smsGateway/smsGatewayFake.ts';

// One bench channel of each type but WhatsApp Cloud (prepareChannelBench makes that one), every
// provider address the bench's sandbox, the e-mail relay the bench's own SMTP server. `instanceId`
// is the adapter's instance key, as saveChannel would set it.
export interface MixedChannelRow {
  label: string;
  type: string;
  provider: string;
  instanceId: string;
  config: Record<string, string>;
  secrets: Record<string, string>;
}

export const benchMailAddress = 'atendimento@bench.prosa.test';

export function mixedChannelRows(input: { sandboxUrl: string; relayPort: number }): MixedChannelRow[] {
  const { sandboxUrl } = input;
  const graph = { graphBaseUrl: sandboxUrl, graphVersion: 'v21.0', humanAgent: 'off' };
  const meta = { pageAccessToken: 'bench-page-token', appSecret: 'bench-meta-secret', verifyToken: 'bench' };
  // Only for the DKIM signature of the chatbot's answers: nodemailer signs with a real key.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  return [
    {
      label: 'WhatsApp Twilio',
      type: 'whatsapp',
      provider: 'twilio',
      instanceId: '+14155230001',
      config: {
        accountSid: 'AC00000000000000000000000000000b01',
        from: '+14155230001',
        apiBaseUrl: sandboxUrl,
      },
      secrets: { authToken: 'bench-twilio-token' },
    },
    {
      label: 'WhatsApp Gupshup',
      type: 'whatsapp',
      provider: 'gupshup',
      instanceId: 'ProsaBench',
      config: { appName: 'ProsaBench', source: '5511900007777', apiBaseUrl: sandboxUrl },
      secrets: { apiKey: 'bench-gupshup-key' },
    },
    {
      label: 'Telegram',
      type: 'telegram',
      provider: 'telegram',
      instanceId: '7000000077',
      config: { apiBaseUrl: sandboxUrl, botId: '7000000077' },
      secrets: {
        botToken: '7000000077:AAH_benchTokenOfTheMixedChannelsBench',
        secretToken: 'bench-secret-token',
      },
    },
    {
      label: 'Messenger',
      type: 'messenger',
      provider: 'meta',
      instanceId: '100000000000778',
      config: { pageId: '100000000000778', ...graph },
      secrets: meta,
    },
    {
      label: 'Instagram',
      type: 'instagram',
      provider: 'meta',
      instanceId: '17841400000000779',
      config: { pageId: '100000000000779', instagramAccountId: '17841400000000779', ...graph },
      secrets: meta,
    },
    {
      label: 'SMS Twilio',
      type: 'sms',
      provider: 'twilio',
      instanceId: '+15017120002',
      config: {
        accountSid: 'AC00000000000000000000000000000b02',
        from: '+15017120002',
        apiBaseUrl: sandboxUrl,
      },
      secrets: { authToken: 'bench-sms-token' },
    },
    {
      label: 'SMS gateway',
      type: 'sms',
      provider: 'http',
      instanceId: '29777',
      config: {
        urlTemplate: `${sandboxUrl}/sms-gateway/send?to={to}&from={from}&ref={id}`,
        method: 'POST',
        authHeader: 'X-Api-Key',
        from: '29777',
        idField: 'id',
        statusField: 'status',
        fromField: 'from',
        textField: 'text',
        statusMap: smsGatewayStatusMap,
      },
      secrets: { authValue: 'bench-gateway-key' },
    },
    {
      label: 'RCS',
      type: 'rcs',
      provider: 'rbm',
      instanceId: 'prosa_bench_agent@rbm.goog',
      config: { agentId: 'prosa_bench_agent@rbm.goog', rbmBaseUrl: sandboxUrl },
      secrets: { accessToken: 'ya29.bench-token', clientToken: 'BENCHCLIENTTOKEN' },
    },
    {
      label: 'E-mail',
      type: 'email',
      provider: 'smtp',
      instanceId: benchMailAddress,
      config: {
        smtpHost: '127.0.0.1',
        smtpPort: String(input.relayPort),
        smtpUser: 'prosa',
        fromName: 'Bench',
        fromAddress: benchMailAddress,
        domain: 'bench.prosa.test',
        dkimSelector: 'bench',
      },
      secrets: {
        smtpPassword: 'relay-password',
        dkimPrivateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        unsubscribeSecret: 'bench-unsubscribe-secret',
      },
    },
  ];
}
