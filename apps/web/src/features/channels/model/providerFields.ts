import {
  type ChannelType,
  cloudApiDefaults,
  rcsDefaults,
  telegramDefaults,
  type WhatsappProvider,
} from '@prosa/contracts';

export interface ProviderField {
  key: string;
  // Sealed at rest and never returned: an empty field keeps the stored value.
  isSecret: boolean;
  // Shown as the placeholder and sent when left empty (a choice's preselected option).
  defaultValue?: string;
  // A choice among these values (labels `options.<key>.<value>`) instead of free text.
  options?: readonly string[];
  // A choice among the account's channels of this type (by name), or none (`options.<key>.none`).
  channelOf?: ChannelType;
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
    field('appId'),
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

// A Telegram bot (issue 17's fixed interface): the token from @BotFather and the Bot API's address.
// The webhook's secret token is Prosa's own, made on the first save.
export const telegramFields: ProviderField[] = [
  field('botToken', true),
  field('apiBaseUrl', false, telegramDefaults.apiBaseUrl),
];

// A Facebook page on Messenger (issue 17's fixed interface): the page, its token, the app's secret
// (Meta signs webhooks with it) and the verify token the administrator makes up for the webhook's
// check. `humanAgent` is on when Meta granted the app the Human Agent feature.
export const messengerFields: ProviderField[] = [
  field('pageId'),
  field('pageAccessToken', true),
  field('appSecret', true),
  field('verifyToken', true),
  { key: 'humanAgent', isSecret: false, defaultValue: 'off', options: ['off', 'on'] },
  field('graphBaseUrl', false, cloudApiDefaults.graphBaseUrl),
  field('graphVersion', false, cloudApiDefaults.graphVersion),
];

// An Instagram professional account linked to a page: the page's fields and the account's id.
export const instagramFields: ProviderField[] = [
  messengerFields[0] as ProviderField,
  field('instagramAccountId'),
  ...messengerFields.slice(1),
];

// An RCS agent on Google's RBM (issue 17): the agent, the service account's bearer token, the
// webhook's client token, RBM's address, and the SMS channel that takes numbers without RCS.
export const rcsFields: ProviderField[] = [
  field('agentId'),
  field('accessToken', true),
  field('clientToken', true),
  field('rbmBaseUrl', false, rcsDefaults.rbmBaseUrl),
  { key: 'smsFallbackChannelId', isSecret: false, channelOf: 'sms' },
];

// An e-mail address of the account (issue 17): the SMTP relay that sends its mail (port 465 with
// TLS from the start, else STARTTLS), the login, and the sender, on a verified sending domain whose
// allowed e-mails include it (/settings/domains). Customers' answers arrive at Prosa's mail server.
export const emailFields: ProviderField[] = [
  field('fromName'),
  field('fromAddress'),
  field('replyTo'),
  field('smtpHost'),
  field('smtpPort', false, '587'),
  { key: 'smtpSecure', isSecret: false, defaultValue: 'off', options: ['off', 'on'] },
  field('smtpUser'),
  field('smtpPassword', true),
];
