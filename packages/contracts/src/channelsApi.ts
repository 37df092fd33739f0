import { z } from 'zod';
import { channelTypes, cloudApiDefaults, type WhatsappProvider, whatsappProviders } from './channels.ts';

// The channels API of issue 14's fixed interface: POST/GET /api/channels, PUT/DELETE
// /api/channels/:id. Secrets travel in only: a channel's answer says which are stored, never what.

// Which configuration keys each provider keeps sealed, and which one names the number at the
// provider (two channels, in any account, cannot share it). The adapters declare the same.
export const whatsappSecretKeys = {
  cloud: ['accessToken', 'appSecret', 'verifyToken'],
  twilio: ['authToken'],
  gupshup: ['apiKey'],
} as const satisfies Record<WhatsappProvider, readonly string[]>;
export const whatsappInstanceKeys = {
  cloud: 'phoneNumberId',
  twilio: 'from',
  gupshup: 'appName',
} as const satisfies Record<WhatsappProvider, string>;

const required = (max: number) =>
  z.string({ error: 'channels.configRequired' }).trim().min(1, 'channels.configRequired').max(max);
// Optional on PUT (kept when left out), demanded on POST by the server.
const secret = z
  .string()
  .trim()
  .max(1000)
  .optional()
  .transform((value) => value || undefined);
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

const common = {
  type: z.literal('whatsapp', { error: 'channels.typeUnavailable' }),
  name: z.string({ error: 'channels.nameRequired' }).trim().min(1, 'channels.nameRequired').max(100),
  botId: z.string({ error: 'channels.botNotFound' }).trim().min(1, 'channels.botNotFound').max(64),
};
export const channelInput = z.discriminatedUnion(
  'provider',
  [
    z.object({ ...common, provider: z.literal('cloud'), config: cloudChannelConfig }),
    z.object({ ...common, provider: z.literal('twilio'), config: twilioChannelConfig }),
    z.object({ ...common, provider: z.literal('gupshup'), config: gupshupChannelConfig }),
  ],
  { error: 'channels.providerUnavailable' },
);
export type ChannelInput = z.input<typeof channelInput>;

export const channelSummary = z.object({
  id: z.string(),
  type: z.enum(channelTypes),
  provider: z.enum(whatsappProviders),
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
