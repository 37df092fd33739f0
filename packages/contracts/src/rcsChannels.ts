import { z } from 'zod';

// RCS through Google's RCS Business Messaging (RBM, issue 17). One agent is one channel: its
// agent id names the instance. The bearer token (a service account's access token) calls the
// API; the client token the Developer Console shows for the webhook signs what RBM posts.
export const rcsProvider = 'rbm';
export const rcsDefaults = { rbmBaseUrl: 'https://rcsbusinessmessaging.googleapis.com' } as const;
export const rcsSecretKeys = ['accessToken', 'clientToken'] as const;

// Limits of an agent message (RBM reference, AgentContentMessage, Suggestion, CardContent): a
// text of 3072 characters, at most 11 suggestions, a suggested reply's text of 25 characters and
// its postback data of 2048 bytes, a rich card's description of 2000 bytes.
export const rcsTextMax = 3072;
export const rcsSuggestionsMax = 11;
export const rcsSuggestionTextMax = 25;
export const rcsPostbackDataMax = 2048;
export const rcsCardDescriptionMax = 2000;

// RBM's agent ids are its own names (letters, digits, _ - . and the @rbm.goog of its address).
const agentId = z
  .string({ error: 'channels.configRequired' })
  .trim()
  .min(1, 'channels.configRequired')
  .max(100)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'channels.configInvalid');
const secret = z
  .string()
  .trim()
  .max(4000)
  .optional()
  .transform((value) => value || undefined);

// `smsFallbackChannelId`: an SMS channel of the account that takes the messages of a customer who
// cannot receive RCS; left out, those messages fail (delivery.rcsNotCapable).
export const rcsChannelConfig = z.object({
  agentId,
  accessToken: secret,
  clientToken: secret,
  rbmBaseUrl: z
    .string()
    .trim()
    .max(500)
    .optional()
    .transform((value) => (value || rcsDefaults.rbmBaseUrl).replace(/\/+$/, ''))
    .pipe(z.url({ protocol: /^https?$/, error: 'channels.baseUrlRefused' })),
  smsFallbackChannelId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => value || undefined),
});

export const rcsChannelInput = z.object({
  type: z.literal('rcs'),
  provider: z.literal(rcsProvider, { error: 'channels.providerUnavailable' }),
  name: z.string({ error: 'channels.nameRequired' }).trim().min(1, 'channels.nameRequired').max(100),
  botId: z.string({ error: 'channels.botNotFound' }).trim().min(1, 'channels.botNotFound').max(64),
  config: rcsChannelConfig,
});
