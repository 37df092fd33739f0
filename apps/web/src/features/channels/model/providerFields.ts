import { cloudApiDefaults, type WhatsappProvider } from '@prosa/contracts';

export interface ProviderField {
  key: string;
  // Sealed at rest and never returned: an empty field keeps the stored value.
  isSecret: boolean;
  // Shown as the placeholder and sent when left empty.
  defaultValue?: string;
}

const field = (key: string, isSecret = false, defaultValue?: string): ProviderField => ({
  key,
  isSecret,
  defaultValue,
});

// Each provider's configuration (issue 14's fixed interface for the Cloud API; Twilio and Gupshup
// by their APIs). The base URLs are configurable so tests and the sandbox point at local fakes.
export const providerFields: Record<WhatsappProvider, ProviderField[]> = {
  cloud: [
    field('phoneNumberId'),
    field('wabaId'),
    field('accessToken', true),
    field('appSecret', true),
    field('verifyToken', true),
    field('graphBaseUrl', false, cloudApiDefaults.graphBaseUrl),
    field('graphVersion', false, cloudApiDefaults.graphVersion),
  ],
  twilio: [
    field('accountSid'),
    field('authToken', true),
    field('from'),
    field('apiBaseUrl', false, 'https://api.twilio.com'),
  ],
  gupshup: [
    field('appName'),
    field('apiKey', true),
    field('source'),
    field('apiBaseUrl', false, 'https://api.gupshup.io'),
  ],
};
