import { z } from 'zod';
import {
  channelNameAndBot,
  requiredConfig as required,
  secretConfig as secret,
} from './channelConfigFields.ts';
import type { Language } from './languages.ts';

// E-mail channels (issue 17): outbound through the account's SMTP relay, signed with the DKIM key of
// a verified sending domain; inbound through Prosa's own SMTP endpoint (docs/decisions.md).
export const emailProvider = 'smtp';

// An address as typed; the server checks its domain is one of the account's verified ones.
const address = z
  .string({ error: 'channels.configRequired' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'channels.configInvalid' }).max(254));

export const emailChannelConfig = z.object({
  smtpHost: required(255).pipe(z.string().regex(/^[A-Za-z0-9.:[\]-]+$/, 'channels.configInvalid')),
  smtpPort: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || '587')
    .pipe(z.string().regex(/^\d{1,5}$/, 'channels.configInvalid'))
    .refine((value) => Number(value) >= 1 && Number(value) <= 65535, 'channels.configInvalid'),
  // 'on': TLS from the first byte (port 465); 'off': STARTTLS when the relay offers it.
  smtpSecure: z
    .enum(['on', 'off'], { error: 'channels.configInvalid' })
    .optional()
    .transform((value) => value ?? 'off'),
  smtpUser: required(255),
  smtpPassword: secret,
  fromName: required(100),
  fromAddress: address,
  replyTo: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.email({ error: 'channels.configInvalid' }).max(254).optional()),
});

const common = {
  type: z.literal('email', { error: 'channels.typeUnavailable' }),
  ...channelNameAndBot,
};
export const emailChannelInput = z.object({
  ...common,
  provider: z.literal(emailProvider, { error: 'channels.providerUnavailable' }),
  config: emailChannelConfig,
});

// The page behind a List-Unsubscribe link (GET /unsubscribe/{token}): a question and a button that
// makes the RFC 8058 one-click POST, and what the POST answers. In the reader's language.
export const unsubscribePageTexts: Readonly<
  Record<Language, { title: string; question: string; confirm: string; done: string }>
> = {
  'pt-BR': {
    title: 'Cancelar inscrição',
    question: 'Deixar de receber e-mails de {sender} em {address}?',
    confirm: 'Cancelar inscrição',
    done: 'Pronto: {address} não receberá mais e-mails de {sender}.',
  },
  'en-US': {
    title: 'Unsubscribe',
    question: 'Stop receiving e-mail from {sender} at {address}?',
    confirm: 'Unsubscribe',
    done: 'Done: {address} will get no more e-mail from {sender}.',
  },
  es: {
    title: 'Darse de baja',
    question: '¿Dejar de recibir correos de {sender} en {address}?',
    confirm: 'Darse de baja',
    done: 'Listo: {address} no recibirá más correos de {sender}.',
  },
};
