import { z } from 'zod';
import {
  channelNameAndBot,
  requiredConfig as required,
  secretConfig as secret,
} from './channelConfigFields.ts';
import {
  channelProviders,
  channelTypes,
  cloudApiDefaults,
  metaProvider,
  telegramDefaults,
} from './channels.ts';
import { emailChannelInput } from './emailChannels.ts';
import { rcsChannelInput } from './rcsChannels.ts';
import { smsChannelInput } from './smsChannels.ts';

// The channels API of issue 14's fixed interface: POST/GET /api/channels, PUT/DELETE
// /api/channels/:id. Secrets travel in only: a channel's answer says which are stored, never what.

// Telegram (issue 17): the bot token and the webhook's secret token are sealed; the bot's id (the
// token's digits before the colon) names the instance, derived by the server (telegramBotIdOf).
export const telegramSecretKeys = ['botToken', 'secretToken'] as const;
// `{bot id}:{key}` as @BotFather hands it out.
export const telegramBotTokenPattern = /^\d{1,20}:[A-Za-z0-9_-]{20,100}$/;
export const telegramBotIdOf = (botToken: string) => botToken.split(':')[0] ?? '';

const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => (value || fallback).replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, error: 'channels.baseUrlRefused' }));
// A WhatsApp number as the providers take it: E.164 digits; '+' and Twilio's 'whatsapp:' prefix
// are dropped so one number is one instance however it was typed.
const phoneNumber = z
  .string({ error: 'channels.configRequired' })
  .trim()
  .transform((value) => value.replace(/^whatsapp:/i, '').replace(/[\s()+-]/g, ''))
  .pipe(z.string().regex(/^\d{8,15}$/, 'channels.phoneInvalid'));

export const cloudChannelConfig = z.object({
  phoneNumberId: required(64),
  wabaId: required(64),
  // The Meta app's id, optional: with it a template's media header sample is uploaded through the
  // Resumable Upload API for its handle (docs/decisions.md).
  appId: z
    .string()
    .trim()
    .regex(/^\d{0,32}$/, 'channels.configInvalid')
    .optional()
    .transform((value) => value || undefined),
  accessToken: secret,
  appSecret: secret,
  verifyToken: secret,
  graphBaseUrl: baseUrl(cloudApiDefaults.graphBaseUrl),
  graphVersion: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || cloudApiDefaults.graphVersion)
    .pipe(z.string().regex(/^v\d{1,3}\.\d{1,3}$/, 'channels.configInvalid')),
});
export const twilioChannelConfig = z.object({
  accountSid: required(64),
  authToken: secret,
  from: phoneNumber,
  apiBaseUrl: baseUrl('https://api.twilio.com'),
});
export const gupshupChannelConfig = z.object({
  appName: required(100),
  apiKey: secret,
  source: phoneNumber,
  apiBaseUrl: baseUrl('https://api.gupshup.io'),
});

// setWebhook's secret_token: 1-256 characters of A-Z, a-z, 0-9, _ and - (Bot API). Left out, the
// server keeps the stored one, or makes one up on the first save.
export const telegramChannelConfig = z.object({
  botToken: secret.pipe(z.string().regex(telegramBotTokenPattern, 'channels.botTokenInvalid').optional()),
  secretToken: secret.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,256}$/, 'channels.configInvalid')
      .optional(),
  ),
  apiBaseUrl: baseUrl(telegramDefaults.apiBaseUrl),
});

// Graph ids (pages, Instagram accounts) are digits.
const graphId = z
  .string({ error: 'channels.configRequired' })
  .trim()
  .regex(/^\d{1,32}$/, 'channels.configInvalid');
const graphVersion = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || cloudApiDefaults.graphVersion)
  .pipe(z.string().regex(/^v\d{1,3}\.\d{1,3}$/, 'channels.configInvalid'));
// `humanAgent`: 'on' when the Meta app has the Human Agent feature (app review), so an attendant may
// answer for 7 days with the HUMAN_AGENT tag; else 'off' and the 24-hour window alone.
const humanAgent = z
  .enum(['on', 'off'], { error: 'channels.configInvalid' })
  .optional()
  .transform((value) => value ?? 'off');
export const messengerChannelConfig = z.object({
  pageId: graphId,
  pageAccessToken: secret,
  appSecret: secret,
  verifyToken: secret,
  humanAgent,
  graphBaseUrl: baseUrl(cloudApiDefaults.graphBaseUrl),
  graphVersion,
});
export const instagramChannelConfig = messengerChannelConfig.extend({ instagramAccountId: graphId });

const common = {
  type: z.literal('whatsapp', { error: 'channels.typeUnavailable' }),
  ...channelNameAndBot,
};
const metaCommon = { ...common, provider: z.literal(metaProvider) };
// Messenger and Instagram share the provider; the channel type picks the configuration.
const metaInput = z.discriminatedUnion(
  'type',
  [
    z.object({ ...metaCommon, type: z.literal('messenger'), config: messengerChannelConfig }),
    z.object({ ...metaCommon, type: z.literal('instagram'), config: instagramChannelConfig }),
  ],
  { error: 'channels.typeUnavailable' },
);
const whatsappChannelInput = z.discriminatedUnion(
  'provider',
  [
    z.object({ ...common, provider: z.literal('cloud'), config: cloudChannelConfig }),
    z.object({ ...common, provider: z.literal('twilio'), config: twilioChannelConfig }),
    z.object({ ...common, provider: z.literal('gupshup'), config: gupshupChannelConfig }),
  ],
  { error: 'channels.providerUnavailable' },
);
const telegramChannelInput = z.object({
  ...common,
  type: z.literal('telegram'),
  provider: z.literal('telegram', { error: 'channels.providerUnavailable' }),
  config: telegramChannelConfig,
});
// One union per channel type, chosen by `type` (issue 17 adds a type's union each).
export const channelInput = z.discriminatedUnion(
  'type',
  [
    whatsappChannelInput,
    telegramChannelInput,
    smsChannelInput,
    metaInput,
    rcsChannelInput,
    emailChannelInput,
  ],
  { error: 'channels.typeUnavailable' },
);
export type ChannelInput = z.input<typeof channelInput>;

export const channelSummary = z.object({
  id: z.string(),
  type: z.enum(channelTypes),
  provider: z.enum(channelProviders),
  name: z.string(),
  botId: z.string().nullable(),
  // Where the provider must post its webhooks (PUBLIC_URL + /webhooks/...).
  webhookUrl: z.string(),
  // The configuration without its secrets.
  config: z.record(z.string(), z.string()),
  // The secret keys that have a stored value (their values are never returned).
  storedSecrets: z.array(z.string()),
});
export type ChannelSummary = z.output<typeof channelSummary>;
export const channelResponse = z.object({ channel: channelSummary });
export const channelsResponse = z.object({ channels: z.array(channelSummary) });
