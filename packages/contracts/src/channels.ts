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
// Channels listed but never enableable, with the day their provider shut them down and the type
// that succeeds them (decisions.md: Google Business Messages, shut down on 31 July 2024, and RCS).
export const discontinuedChannels = [{ type: 'gbm', shutDownOn: '2024-07-31', successor: 'rcs' }] as const;

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
// Every provider a channel can have: WhatsApp's, then those of the other channel types (part 2).
// A Telegram channel's provider is the Bot API, named `telegram`; SMS has Twilio's and a generic
// HTTP gateway (`http`); Messenger and Instagram, Meta's Graph (`meta`); RCS, Google's RBM (`rbm`);
// e-mail, an SMTP relay (`smtp`). A provider is unique only with its type (Twilio carries both
// WhatsApp and SMS).
export const channelProviders = [...whatsappProviders, 'telegram', 'http', 'meta', 'rbm', 'smtp'] as const;
export type ChannelProvider = (typeof channelProviders)[number];
export const legacyWhatsappProviders = ['chatapi', 'bubble'] as const;

// Defaults of the Cloud API configuration (fixed interface, issue 14).
export const cloudApiDefaults = {
  graphBaseUrl: 'https://graph.facebook.com',
  graphVersion: 'v21.0',
} as const;

// Defaults and limits of the Telegram Bot API (core.telegram.org/bots/api): a message's text and a
// media caption (characters after entity parsing), an inline button's callback_data (bytes), the
// buttons of an inline keyboard.
export const telegramDefaults = { apiBaseUrl: 'https://api.telegram.org' } as const;
export const telegramTextMax = 4096;
export const telegramCaptionMax = 1024;
export const telegramCallbackDataMax = 64;
export const telegramInlineButtonsMax = 100;

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

// Messenger and Instagram go through one Meta app (Messenger Platform): provider 'meta' for both.
export const metaChannelTypes = ['messenger', 'instagram'] as const;
export type MetaChannelType = (typeof metaChannelTypes)[number];
export const metaProvider = 'meta';
// Quick replies (Messenger Platform reference, "Quick Replies"; Instagram the same): at most 13, a
// title of at most 20 characters.
export const metaQuickRepliesMax = 13;
export const metaQuickReplyTitleMax = 20;
// The HUMAN_AGENT message tag lets a person answer up to 7 days after the customer's last message,
// where the 24-hour standard window has closed (Messenger Platform, "Message Tags").
export const humanAgentWindowMs = 7 * 24 * 60 * 60 * 1000;
