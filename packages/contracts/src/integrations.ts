import { z } from 'zod';

// A chatbot's integrations, /settings/chatbot/{id}/integrations (spec core §3 and campaigns §3
// "Integration"). `webhook` is the one kind built: Prosa posts a conversation to its endpoint,
// signed with a secret Prosa generates. The spec's other fields (hosts, projects, sales codes, …)
// belong to kinds to come and are kept as optional, non-secret configuration.
export const integrationKinds = ['webhook'] as const;
export type IntegrationKind = (typeof integrationKinds)[number];
export const integrationConfigKeys = [
  'host',
  'subdomain',
  'project',
  'problemType',
  'customFieldId',
  'customFieldValue',
  'responsible',
  'businessPhase',
  'salerCode',
  'methodologyCode',
  'salesChannelCode',
  'triggers',
] as const;
export const integrationLimits = { nameMax: 80, endpointMax: 2000, configValueMax: 500 } as const;

// The headers of every request Prosa sends to a webhook (docs/decisions.md, issue 16's
// integrations): the signature is HMAC-SHA256 of `<timestamp>.<raw body>` with the secret.
export const integrationHeaders = {
  signature: 'x-prosa-signature',
  timestamp: 'x-prosa-timestamp',
  delivery: 'x-prosa-delivery',
} as const;

export const integrationInput = z.object({
  name: z
    .string({ error: 'integrations.nameRequired' })
    .trim()
    .min(1, 'integrations.nameRequired')
    .max(integrationLimits.nameMax, 'integrations.nameTooLong'),
  kind: z.enum(integrationKinds, { error: 'integrations.kindInvalid' }).default('webhook'),
  isActive: z.boolean({ error: 'integrations.activeInvalid' }).default(true),
  endpoint: z
    .string({ error: 'integrations.endpointInvalid' })
    .trim()
    .min(1, 'integrations.endpointInvalid')
    .max(integrationLimits.endpointMax, 'integrations.endpointInvalid'),
  // Only the spec's non-secret fields, as text; a secret never travels in `config`.
  config: z
    .record(z.string(), z.string().max(integrationLimits.configValueMax, 'integrations.configInvalid'))
    .refine(
      (config) =>
        Object.keys(config).every((key) => (integrationConfigKeys as readonly string[]).includes(key)),
      'integrations.configInvalid',
    )
    .default({}),
});
export type IntegrationInput = z.input<typeof integrationInput>;

export const integrationSummary = z.object({
  id: z.string(),
  botId: z.string(),
  name: z.string(),
  kind: z.enum(integrationKinds),
  isActive: z.boolean(),
  endpoint: z.string(),
  config: z.record(z.string(), z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntegrationSummary = z.output<typeof integrationSummary>;

export const integrationsResponse = z.object({ integrations: z.array(integrationSummary) });
export const integrationResponse = z.object({ integration: integrationSummary });
// Creating an integration, or generating a new secret, is the one time the secret is shown.
export const integrationWithSecret = z.object({ integration: integrationSummary, secret: z.string() });

export const botIntegrationParams = z.object({
  botId: z.string().regex(/^[\w-]{1,64}$/, 'integrations.botNotFound'),
});
export const botIntegrationIdParams = botIntegrationParams.extend({
  id: z.string().regex(/^[\w-]{1,64}$/, 'integrations.notFound'),
});

// /conversations: the active integrations of a conversation's chatbot, and a send's answer (the
// endpoint's HTTP status).
export const conversationIntegrationsResponse = z.object({
  integrations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export const conversationIntegrationParams = z.object({
  id: z.string().regex(/^[\w-]{1,64}$/, 'generic.notFound'),
  integrationId: z.string().regex(/^[\w-]{1,64}$/, 'integrations.notFound'),
});
export const integrationSendResponse = z.object({ ok: z.literal(true), status: z.number().int() });
