import { z } from 'zod';
import { listFromContactsInput } from './lists.ts';

// Issue 18, broadcast campaigns: templates (the spec's "models"), dispatches and their recipients
// (spec campaigns §3, §4, §5, §8).

export const broadcastTemplateCategories = ['marketing', 'utility', 'authentication'] as const;
export type BroadcastTemplateCategory = (typeof broadcastTemplateCategories)[number];

// Campaigns §4, plus "approved" (a template the provider accepted, the only one a dispatch sends).
export const broadcastTemplateStatuses = [
  'deleted',
  'rejected',
  'disabled',
  'paused',
  'pending',
  'failed',
  'submitted',
  'deactivated',
  'approved',
] as const;
export type BroadcastTemplateStatus = (typeof broadcastTemplateStatuses)[number];

// Campaigns §4: draft, ready to send, scheduled, processing, processed/sent, delivered, read,
// error/not delivered, not sent, insufficient credits.
export const broadcastDispatchStatuses = [
  'draft',
  'ready',
  'scheduled',
  'processing',
  'sent',
  'delivered',
  'read',
  'error',
  'notSent',
  'insufficientCredits',
] as const;
export type BroadcastDispatchStatus = (typeof broadcastDispatchStatuses)[number];

// Where one recipient stands: waiting (to be sent, or being sent), sent (delivered to the provider's
// server), delivered (to the device), read (viewed), failed (with its delivery code), notSent
// (opted out or blocked, with the reason), insufficientCredits (never sent).
export const broadcastRecipientStates = [
  'waiting',
  'sent',
  'delivered',
  'read',
  'failed',
  'notSent',
  'insufficientCredits',
  // E-mail outcomes (campaigns §4): a soft bounce still failing after 72 h, a hard bounce, opened
  // (the tracking pixel), clicked (a tracked link), unsubscribed (its List-Unsubscribe), spam (the
  // customer reported it: a feedback report of type abuse).
  'softBounce',
  'hardBounce',
  'opened',
  'clicked',
  'unsubscribed',
  'spam',
] as const;
export type BroadcastRecipientState = (typeof broadcastRecipientStates)[number];

// WhatsApp's limits on a template (Cloud API): its name (lowercase, digits, underscores) and body.
export const broadcastTemplateNameMaxLength = 512;
export const broadcastTemplateBodyMaxLength = 1024;
export const broadcastDispatchNameMaxLength = 120;
// The channels a dispatch goes through.
export const broadcastChannelTypes = ['whatsapp', 'sms', 'email'] as const;
export type BroadcastChannelType = (typeof broadcastChannelTypes)[number];
export const broadcastRecipientsMax = 10_000;
// Exclusion lists a dispatch may name; a flow line number is at most this (flows number their lines).
export const broadcastExclusionListsMax = 20;
export const broadcastFlowIndexMax = 100_000;
export const broadcastCronMaxLength = 120;

const id = z.string().trim().min(1).max(64);

export const broadcastTemplateHeaderKinds = ['text', 'image', 'video', 'document'] as const;
export const broadcastTemplateButtonKinds = ['reply', 'url', 'phone'] as const;
const broadcastTemplateHeader = z.object({
  kind: z.enum(broadcastTemplateHeaderKinds, { message: 'broadcast.templateHeaderInvalid' }),
  value: z
    .string({ message: 'broadcast.templateHeaderInvalid' })
    .trim()
    .max(2000, 'broadcast.templateHeaderInvalid'),
});
const broadcastTemplateButton = z.object({
  kind: z.enum(broadcastTemplateButtonKinds, { message: 'broadcast.templateButtonsInvalid' }),
  text: z
    .string({ message: 'broadcast.templateButtonsInvalid' })
    .trim()
    .max(100, 'broadcast.templateButtonsInvalid'),
  value: z.string().trim().max(2000, 'broadcast.templateButtonsInvalid').optional(),
});
export type BroadcastTemplateHeader = z.output<typeof broadcastTemplateHeader>;
export type BroadcastTemplateButton = z.output<typeof broadcastTemplateButton>;

export const broadcastTemplateInput = z.object({
  channelId: z
    .string({ message: 'broadcast.channelRequired' })
    .trim()
    .min(1, 'broadcast.channelRequired')
    .max(64),
  name: z
    .string({ message: 'broadcast.templateNameRequired' })
    .trim()
    .min(1, 'broadcast.templateNameRequired')
    .max(broadcastTemplateNameMaxLength, 'broadcast.templateNameInvalid'),
  category: z.enum(broadcastTemplateCategories, { message: 'broadcast.templateCategoryInvalid' }),
  language: z
    .string({ message: 'broadcast.templateLanguageInvalid' })
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, 'broadcast.templateLanguageInvalid'),
  body: z
    .string({ message: 'broadcast.templateBodyRequired' })
    .trim()
    .min(1, 'broadcast.templateBodyRequired')
    .max(broadcastTemplateBodyMaxLength, 'broadcast.templateBodyTooLong'),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
  observations: z.string().trim().max(2000).optional(),
  // WhatsApp's header (a text, or the URL of an image, video or document) and buttons; an e-mail
  // template's subject, HTML and text part (issue 18; their limits: checkTemplateParts).
  header: broadcastTemplateHeader.optional(),
  buttons: z.array(broadcastTemplateButton).max(20, 'broadcast.templateButtonsInvalid').optional(),
  emailSubject: z.string().trim().max(998, 'broadcast.templateSubjectInvalid').optional(),
  emailHtml: z.string().max(500_000, 'broadcast.templateHtmlTooLong').optional(),
  emailText: z.string().max(100_000, 'broadcast.templateHtmlTooLong').optional(),
});
export type BroadcastTemplateInput = z.output<typeof broadcastTemplateInput>;

export const broadcastTemplateSchema = z.object({
  id: z.string(),
  channelId: z.string(),
  name: z.string(),
  category: z.enum(broadcastTemplateCategories),
  language: z.string(),
  body: z.string(),
  variables: z.number().int(),
  tags: z.array(z.string()),
  observations: z.string(),
  status: z.enum(broadcastTemplateStatuses),
  quality: z.enum(['warning', 'blocked']).nullable(),
  rejectedReason: z.string().nullable(),
  author: z.string().nullable(),
  updatedAt: z.string(),
  header: broadcastTemplateHeader.nullable().optional(),
  buttons: z.array(broadcastTemplateButton).optional(),
  emailSubject: z.string().nullable().optional(),
  emailHtml: z.string().nullable().optional(),
  emailText: z.string().nullable().optional(),
});
export type BroadcastTemplate = z.output<typeof broadcastTemplateSchema>;
export const broadcastTemplateResponse = z.object({ template: broadcastTemplateSchema });
export const broadcastTemplatesResponse = z.object({ templates: z.array(broadcastTemplateSchema) });
export const broadcastIdParams = z.object({ id });

export const broadcastDispatchInput = z
  .object({
    name: z
      .string({ message: 'broadcast.dispatchNameRequired' })
      .trim()
      .min(1, 'broadcast.dispatchNameRequired')
      .max(broadcastDispatchNameMaxLength, 'broadcast.dispatchNameTooLong'),
    channelId: z
      .string({ message: 'broadcast.serverRequired' })
      .trim()
      .min(1, 'broadcast.serverRequired')
      .max(64),
    templateId: z
      .string({ message: 'broadcast.templateRequired' })
      .trim()
      .min(1, 'broadcast.templateRequired')
      .max(64),
    variables: z.array(z.string().max(1024)).max(20).optional(),
    recipients: z
      .array(
        z.object({
          name: z.string().trim().max(100).optional(),
          phone: z
            .string({ message: 'broadcast.phoneInvalid' })
            .trim()
            .max(32, 'broadcast.phoneInvalid')
            .optional(),
          // An e-mail dispatch's recipients are their addresses.
          email: z
            .string({ message: 'broadcast.emailInvalid' })
            .trim()
            .max(254, 'broadcast.emailInvalid')
            .optional(),
        }),
      )
      .max(broadcastRecipientsMax, 'broadcast.tooManyRecipients')
      .optional(),
    listId: id.optional(),
    scheduleAt: z.iso.datetime({ offset: true, message: 'broadcast.scheduleInvalid' }).optional(),
    // Campaigns §3: the CRM dynamic filter (the contacts module's, as a list made from the CRM
    // takes it), exclusion lists, and the flow line a recipient's reply starts at.
    filter: listFromContactsInput.shape.query.optional(),
    excludeListIds: z.array(id).max(broadcastExclusionListsMax, 'broadcast.tooManyExclusionLists').optional(),
    flowIndex: z
      .number({ message: 'broadcast.flowIndexInvalid' })
      .int('broadcast.flowIndexInvalid')
      .min(1, 'broadcast.flowIndexInvalid')
      .max(broadcastFlowIndexMax, 'broadcast.flowIndexInvalid')
      .optional(),
    // E-mail (campaigns §3, §5): the sender's name, the sender and the reply-to, each an allowed
    // address of one of the account's verified sending domains (GET /api/broadcast/senders).
    senderName: z.string().trim().max(100, 'broadcast.senderNameTooLong').optional(),
    senderAddress: z.string().trim().max(254, 'broadcast.senderRequired').optional(),
    replyTo: z.string().trim().max(254, 'broadcast.replyToRequired').optional(),
    // A recurring dispatch (campaigns §3 "static or recurring"): 5 cron fields read in the
    // account's time zone; each occurrence sends a run of it.
    cron: z
      .string({ message: 'broadcast.cronInvalid' })
      .trim()
      .min(1, 'broadcast.cronInvalid')
      .max(broadcastCronMaxLength, 'broadcast.cronInvalid')
      .optional(),
  })
  // Spec campaigns §5: name and lists or filters (or recipients) required.
  .refine(
    (input) =>
      (input.recipients?.length ?? 0) > 0 || input.listId !== undefined || input.filter !== undefined,
    { message: 'broadcast.audienceRequired' },
  );
export type BroadcastDispatchInput = z.output<typeof broadcastDispatchInput>;

export const broadcastCountsSchema = z.object({
  waiting: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
  failed: z.number().int(),
  notSent: z.number().int(),
  insufficientCredits: z.number().int(),
  softBounce: z.number().int(),
  hardBounce: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  spam: z.number().int(),
});
export type BroadcastCounts = z.output<typeof broadcastCountsSchema>;

// The audience a draft, ready or recurring dispatch keeps until it is sent (its rows once sent).
export const dispatchAudienceSchema = z.object({
  recipients: z
    .array(
      z.object({ name: z.string().optional(), phone: z.string().optional(), email: z.string().optional() }),
    )
    .optional(),
  listId: z.string().optional(),
  filter: listFromContactsInput.shape.query.optional(),
  excludeListIds: z.array(z.string()).optional(),
});
export type DispatchAudienceInput = z.output<typeof dispatchAudienceSchema>;

export const broadcastDispatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  // A draft may have no channel nor template yet.
  channelId: z.string().nullable(),
  templateId: z.string().nullable(),
  // The flow line a recipient's reply starts at (null: the flow's first line).
  flowIndex: z.number().int().nullable(),
  status: z.enum(broadcastDispatchStatuses),
  scheduleAt: z.string().nullable(),
  createdAt: z.string(),
  counts: broadcastCountsSchema,
  // Drafts, ready and recurring dispatches (issue 18, scheduling): what the form edits again, the
  // recurrence with its next occurrence, and the recurring dispatch a run belongs to.
  variables: z.array(z.string()).optional(),
  audience: dispatchAudienceSchema.nullable().optional(),
  cron: z.string().nullable().optional(),
  nextRunAt: z.string().nullable().optional(),
  parentId: z.string().nullable().optional(),
  // An e-mail dispatch's sender (issue 18, SMS and e-mail dispatches).
  senderName: z.string().nullable().optional(),
  senderAddress: z.string().nullable().optional(),
  replyTo: z.string().nullable().optional(),
  // When a member stopped it (POST /api/broadcast/dispatches/:id/stop).
  stoppedAt: z.string().nullable().optional(),
});
export type BroadcastDispatch = z.output<typeof broadcastDispatchSchema>;
export const broadcastDispatchResponse = z.object({ dispatch: broadcastDispatchSchema });
export const broadcastDispatchesResponse = z.object({
  dispatches: z.array(broadcastDispatchSchema),
  // The account's time zone: a schedule is picked and a cron read in it.
  timeZone: z.string().optional(),
});

// The channels a dispatch may go through (GET /api/broadcast/channels): WhatsApp numbers, SMS and
// e-mail channels, without configuration or secrets.
export const broadcastChannelsResponse = z.object({
  channels: z.array(z.object({ id: z.string(), name: z.string(), type: z.enum(broadcastChannelTypes) })),
});

// The addresses an e-mail dispatch may send as (GET /api/broadcast/senders): per verified sending
// domain, its allowed local parts (campaigns §5: chosen, never typed with the domain).
export const broadcastSendersResponse = z.object({
  senders: z.array(z.object({ domain: z.string(), emails: z.array(z.string()) })),
});
