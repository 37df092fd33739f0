import type { Env } from '../../../app/env.ts';
import type { AdapterChannel } from '../adapters/ChannelAdapter.ts';

// The system SMS channel (docs/architecture.md, "SMS"): for texts of Prosa itself, such as the
// two-factor codes of users whose account has no SMS channel. SMS_PROVIDER picks the provider;
// the other SMS_* settings are its configuration, named as a channel's. No webhook: Prosa keeps
// no status of these texts, so Twilio is given no status callback.
export function systemSmsChannel(env: Env): AdapterChannel | null {
  if (env.SMS_PROVIDER === 'twilio')
    return {
      ...base,
      provider: 'twilio',
      config: {
        accountSid: env.SMS_TWILIO_ACCOUNT_SID ?? '',
        from: env.SMS_FROM ?? '',
        apiBaseUrl: env.SMS_TWILIO_API_BASE_URL ?? '',
      },
      secrets: { authToken: env.SMS_TWILIO_AUTH_TOKEN ?? '' },
    };
  if (env.SMS_PROVIDER === 'http')
    return {
      ...base,
      provider: 'http',
      config: {
        urlTemplate: env.SMS_HTTP_URL_TEMPLATE ?? '',
        method: env.SMS_HTTP_METHOD,
        authHeader: env.SMS_HTTP_AUTH_HEADER,
        from: env.SMS_FROM ?? '',
        idField: 'id',
      },
      secrets: { authValue: env.SMS_HTTP_AUTH_VALUE ?? '' },
    };
  return null;
}

const base = { id: 'system-sms', accountId: '', type: 'sms' as const, webhookUrl: '' };
