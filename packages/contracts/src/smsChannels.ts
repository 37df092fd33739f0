import { z } from 'zod';
import {
  channelNameAndBot,
  requiredConfig as required,
  secretConfig as secret,
} from './channelConfigFields.ts';
import { type ProviderStatus, providerStatuses } from './channels.ts';
import type { Language } from './languages.ts';

// SMS channels (issue 17): Twilio's Messages API, or one generic HTTP provider for the Brazilian
// gateways, chosen per channel. Both answer at POST /webhooks/sms/{channelId}.
export const smsProviders = ['twilio', 'http'] as const;
export type SmsProvider = (typeof smsProviders)[number];

// The generic gateway's credential is the value of its auth header; its webhooks (inbound and
// statuses) are proved by a token in the URL derived from that value, as it signs nothing.
export const smsSecretKeys = {
  twilio: ['authToken'],
  http: ['authValue'],
} as const satisfies Record<SmsProvider, readonly string[]>;
export const smsInstanceKeys = { twilio: 'from', http: 'from' } as const satisfies Record<
  SmsProvider,
  string
>;

// The placeholders of the generic provider's URL template; `{id}` is our message id (a reference
// the gateway may echo in its status webhook).
export const smsUrlPlaceholders = ['{to}', '{text}', '{from}', '{id}'] as const;

const optionalText = (max: number, fallback: string) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || fallback);
// The sender: an E.164 number (digits) or an alphanumeric sender id / short code of the gateway.
const sender = z
  .string({ error: 'channels.configRequired' })
  .trim()
  .transform((value) => (/^[\d\s()+-]+$/.test(value) ? value.replace(/[\s()+-]/g, '') : value))
  .pipe(z.string().regex(/^(\d{3,15}|[A-Za-z0-9 ]{1,11})$/, 'channels.phoneInvalid'));

export const twilioSmsChannelConfig = z.object({
  accountSid: required(64),
  authToken: secret,
  from: sender,
  apiBaseUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => (value || 'https://api.twilio.com').replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, error: 'channels.baseUrlRefused' })),
});

// `GATEWAY=ours` pairs, comma separated: `DELIVRD=delivered,UNDELIV=failed`.
export function parseSmsStatusMap(text: string): Record<string, ProviderStatus> | null {
  const map: Record<string, ProviderStatus> = {};
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const [theirs = '', ours = ''] = pair.split('=').map((part) => part.trim());
    if (!theirs || !(providerStatuses as readonly string[]).includes(ours)) return null;
    map[theirs.toLowerCase()] = ours as ProviderStatus;
  }
  return map;
}

export const httpSmsChannelConfig = z
  .object({
    urlTemplate: z
      .string({ error: 'channels.configRequired' })
      .trim()
      .max(1000)
      .refine(
        (value) => z.url({ protocol: /^https?$/ }).safeParse(value.replace(/\{\w+\}/g, 'x')).success,
        'channels.baseUrlRefused',
      ),
    method: z.enum(['GET', 'POST'], { error: 'channels.configInvalid' }).default('POST'),
    authHeader: optionalText(100, 'Authorization').pipe(
      z.string().regex(/^[A-Za-z0-9-]+$/, 'channels.configInvalid'),
    ),
    authValue: secret,
    from: sender,
    // Where the gateway's answer to a send carries its message id (a dotted path in its JSON).
    idField: optionalText(100, 'id'),
    // The fields of its webhook: a status callback has `statusField`; an inbound message has
    // `fromField` and `textField`.
    statusField: optionalText(100, 'status'),
    fromField: optionalText(100, 'from'),
    textField: optionalText(100, 'text'),
    statusMap: optionalText(1000, 'sent=sent,delivered=delivered,failed=failed').refine(
      (value) => parseSmsStatusMap(value) !== null,
      'channels.smsStatusMapInvalid',
    ),
  })
  // A GET carries everything in its URL; a POST also sends { to, from, text, id } as JSON.
  .refine(
    (config) =>
      config.method === 'POST' ||
      (config.urlTemplate.includes('{to}') && config.urlTemplate.includes('{text}')),
    { message: 'channels.smsTemplateInvalid', path: ['urlTemplate'] },
  );

const common = {
  type: z.literal('sms', { error: 'channels.typeUnavailable' }),
  ...channelNameAndBot,
};
export const smsChannelInput = z.discriminatedUnion(
  'provider',
  [
    z.object({ ...common, provider: z.literal('twilio'), config: twilioSmsChannelConfig }),
    z.object({ ...common, provider: z.literal('http'), config: httpSmsChannelConfig }),
  ],
  { error: 'channels.providerUnavailable' },
);

// The one answer to an opt-out keyword (STOP, SAIR, PARAR), in the chatbot's language.
export const smsOptOutConfirmation: Readonly<Record<Language, string>> = {
  'pt-BR': 'Pronto, você não receberá mais mensagens deste número. Para voltar, é só nos escrever.',
  'en-US': 'Done, you will get no more messages from this number. To come back, just write to us.',
  es: 'Listo, no recibirás más mensajes de este número. Para volver, solo escríbenos.',
};
