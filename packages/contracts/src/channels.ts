// Every channel of spec core §1. Part 1 builds webchat and WhatsApp; the rest come in part 2 on the
// same layer. Google Business Messages was shut down (decisions.md): listed, never enableable.
export const channelTypes = [
  'webchat',
  'whatsapp',
  'telegram',
  'messenger',
  'instagram',
  'rcs',
  'sms',
  'email',
  'gbm',
] as const;
export type ChannelType = (typeof channelTypes)[number];

// WhatsApp providers by their spec numbers (decisions.md): 0 disabled, 1 ChatAPI and 2 Bubble are
// legacy (shown, never newly enabled), 3 Gupshup, 4 Twilio, 5 Prosa's own = the Cloud API.
export const whatsappProviders = ['cloud', 'twilio', 'gupshup'] as const;
export type WhatsappProvider = (typeof whatsappProviders)[number];
export const whatsappProviderNumbers = {
  disabled: 0,
  chatapi: 1,
  bubble: 2,
  gupshup: 3,
  twilio: 4,
  cloud: 5,
} as const;
export const legacyWhatsappProviders = ['chatapi', 'bubble'] as const;

// Defaults of the Cloud API configuration (fixed interface, issue 14).
export const cloudApiDefaults = {
  graphBaseUrl: 'https://graph.facebook.com',
  graphVersion: 'v21.0',
} as const;

// The 24-hour customer-service window (spec campaigns §9): free text only within it.
export const customerServiceWindowMs = 24 * 60 * 60 * 1000;

// What a channel's renderer can show of a flow balloon's buttons (WhatsApp: ≤ 3 reply buttons,
// a list of ≤ 10 rows above that; channels with neither get numbered text).
export const whatsappReplyButtonsMax = 3;
export const whatsappListRowsMax = 10;
// A WhatsApp media message's caption (Cloud API reference, "Media object": 1024 characters).
export const whatsappCaptionMax = 1024;

// Delivery statuses a provider reports, in the order of their precedence: a late `delivered` never
// takes a message back from `read`; `failed` is final.
export const providerStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type ProviderStatus = (typeof providerStatuses)[number];
