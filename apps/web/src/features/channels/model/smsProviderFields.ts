import type { SmsProvider } from '@prosa/contracts';
import type { ProviderField } from './providerFields.ts';

const field = (key: string, isSecret = false, defaultValue?: string): ProviderField => ({
  key,
  isSecret,
  defaultValue,
});

// An SMS channel's configuration per provider (packages/contracts smsChannels.ts): Twilio's
// Messages API, or the generic HTTP gateway described field by field.
export const smsProviderFields: Record<SmsProvider, ProviderField[]> = {
  twilio: [
    field('accountSid'),
    field('authToken', true),
    field('from'),
    field('apiBaseUrl', false, 'https://api.twilio.com'),
  ],
  http: [
    field('urlTemplate', false, 'https://gateway.example/send?to={to}&text={text}&from={from}'),
    field('method', false, 'POST'),
    field('authHeader', false, 'Authorization'),
    field('authValue', true),
    field('from'),
    field('idField', false, 'id'),
    field('statusField', false, 'status'),
    field('fromField', false, 'from'),
    field('textField', false, 'text'),
    field('statusMap', false, 'sent=sent,delivered=delivered,failed=failed'),
  ],
};
