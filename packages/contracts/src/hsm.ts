import { z } from 'zod';

// Issue 14, HSM from live chat (spec core §2, §5 "Live chat HSM send"; decisions.md credits).

// WhatsApp's limit on a template's body, the "character limit" of the send.
export const hsmBodyMaxLength = 1024;
export const hsmClientNameMaxLength = 100;

export const hsmTemplatesQuery = z.object({ channelId: z.string().trim().min(1).max(64) });
export const hsmSyncInput = hsmTemplatesQuery;

export const whatsappTemplate = z.object({
  name: z.string(),
  language: z.string(),
  category: z.string(),
  status: z.string(),
  quality: z.string().nullable(),
  body: z.string(),
  variables: z.number().int(),
});
export type WhatsappTemplate = z.output<typeof whatsappTemplate>;
export const hsmTemplatesResponse = z.object({ templates: z.array(whatsappTemplate) });

export const hsmSendInput = z.object({
  channelId: z.string().trim().min(1).max(64),
  // The country chosen apart and the national number with its two-digit area code.
  country: z.string().trim().toUpperCase().length(2),
  number: z.string().trim().max(32),
  clientName: z.string().trim().max(hsmClientNameMaxLength),
  template: z.object({
    name: z.string().trim().min(1).max(512),
    language: z.string().trim().min(1).max(16),
    variables: z.array(z.string().max(hsmBodyMaxLength)).max(20),
  }),
  // The send's own id, chosen by the panel: a retry with it stores, sends and charges once.
  clientMessageId: z.string().trim().min(1).max(64).optional(),
});
export type HsmSendInput = z.output<typeof hsmSendInput>;
export const hsmSendResponse = z.object({ conversationId: z.string(), messageId: z.string() });

// A template sent into an open WhatsApp room whose 24-hour window has closed (its attendants only).
export const roomTemplateInput = hsmSendInput.pick({ template: true, clientMessageId: true });
export type RoomTemplateInput = z.output<typeof roomTemplateInput>;

// The account's WhatsApp channels the live chat may send templates on (no configuration, no secrets).
export const hsmChannelsResponse = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string(), provider: z.string() })),
});
