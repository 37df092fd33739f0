import { z } from 'zod';
import {
  answerValidations,
  appearanceMsLimits,
  buttonLimits,
  chatbotTimerMinutes,
  collectionFields,
  conditionOperators,
  defaultAppearanceMs,
  defaultButtonLimit,
  defaultLearningTimeDays,
  flowChannels,
  flowCurrencies,
  httpMethods,
  httpTimeoutMs,
  learningTimeDays,
  maxButtonsPerLine,
} from './flowConstants.ts';

// A flow's document: what the editors save as a draft and what publishing freezes into a
// FlowVersion (spec campaigns-flows-knowledge.md §3 "Flow line"). The schema checks shapes only;
// the spec's save errors (duplicate or empty buttons, FAQ without base, jumps…) are left to
// `validateFlow` in @prosa/flow-engine, which reports each one with its line.

const lineNumber = z.number().int().min(1).max(100_000);
const id = z.string().trim().max(64);
const balloonText = z.string().max(4096);
const url = z.string().trim().min(1).max(2048);

export const flowButtonSchema = z.object({
  key: z.string().trim().min(1).max(60),
  value: z.string().trim().max(200),
  jump: lineNumber.optional(),
});
export type FlowButton = z.output<typeof flowButtonSchema>;

export const noResponseSchema = z.object({
  afterMinutes: z.literal(chatbotTimerMinutes),
  text: balloonText.optional(),
  // Absent: the bot says `text` (if any) and ends.
  jump: lineNumber.optional(),
});

const lineBase = {
  line: lineNumber,
  identifier: z.string().trim().max(60).optional(),
  // Where the customer's answer is kept in the conversation's collected data.
  responseField: z.string().trim().max(60).optional(),
  // The next line; absent means the following line number.
  jump: lineNumber.optional(),
  // Where to go when the line's action fails (department outside its journey, HTTP or code error).
  errorJump: lineNumber.optional(),
  comment: z.string().max(2000).optional(),
  // The answer is masked in history and analytics (passwords, documents).
  isSecure: z.boolean().default(false),
  appearanceMs: z
    .number()
    .int()
    .min(appearanceMsLimits.min)
    .max(appearanceMsLimits.max)
    .default(defaultAppearanceMs),
  noResponse: noResponseSchema.optional(),
  integrations: z.array(id).max(20).default([]),
  ticketTitles: z.array(z.string().trim().max(120)).max(20).default([]),
  leadEmail: z.email().optional(),
  tags: z.array(id).max(50).default([]),
};

export const messageContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: balloonText }),
  z.object({ kind: z.literal('image'), url, caption: balloonText.optional() }),
  z.object({ kind: z.literal('video'), url, caption: balloonText.optional() }),
  z.object({ kind: z.literal('document'), url, fileName: z.string().max(255).optional() }),
  z.object({
    kind: z.literal('carousel'),
    cards: z
      .array(
        z.object({
          title: z.string().trim().min(1).max(80),
          description: z.string().max(300).optional(),
          imageUrl: url.optional(),
          url: url.optional(),
        }),
      )
      .min(1)
      .max(10),
  }),
]);
export type MessageContent = z.output<typeof messageContentSchema>;
// A flow balloon's media (an image, video or document line: the author's URL with its caption or
// file name), kept on the stored message so a channel that sends media by link can send it as such.
export type BalloonMedia = Extract<MessageContent, { kind: 'image' | 'video' | 'document' }>;

export const sliderSchema = z.object({
  label: z.string().trim().max(120).default(''),
  min: z.number(),
  max: z.number(),
  initial: z.number(),
  step: z.number().positive(),
});

export const faqOptionsSchema = z.object({
  // Empty is allowed here so the save check can name the line (flows.faqKnowledgeBaseRequired).
  knowledgeBaseId: id.default(''),
  secondaryKnowledgeBaseId: id.optional(),
  notFoundJump: lineNumber.optional(),
  buttonLimit: z.number().int().min(buttonLimits.min).max(buttonLimits.max).default(buttonLimits.min),
  learningDays: z.literal(learningTimeDays).default(defaultLearningTimeDays),
});

export const conditionRuleSchema = z.object({
  field: z.string().trim().min(1).max(60),
  operator: z.enum(conditionOperators),
  value: z.string().max(500).default(''),
  jump: lineNumber,
});

export const httpRequestSchema = z.object({
  method: z.enum(httpMethods).default('GET'),
  url,
  headers: z
    .array(z.object({ name: z.string().trim().min(1).max(120), value: z.string().max(2000) }))
    .max(30)
    .default([]),
  body: z.string().max(20_000).default(''),
  // JSON bodies get the variables JSON-escaped, so a customer's quote cannot break them.
  bodyFormat: z.enum(['json', 'text']).default('json'),
  timeoutMs: z.number().int().min(httpTimeoutMs.min).max(httpTimeoutMs.max).default(httpTimeoutMs.default),
  // `path` reads the JSON answer (`data.items.0.name`); the value is kept under `field`.
  responseMapping: z
    .array(z.object({ path: z.string().trim().min(1).max(200), field: z.string().trim().min(1).max(60) }))
    .max(30)
    .default([]),
});

export const flowLineSchema = z.discriminatedUnion('type', [
  z.object({ ...lineBase, type: z.literal('message'), content: messageContentSchema }),
  z.object({
    ...lineBase,
    type: z.literal('question'),
    text: balloonText,
    validation: z.enum(answerValidations).default('none'),
    currency: z.enum(flowCurrencies).default('BRL'),
    // Replaces the chatbot's invalid-input text for this question.
    invalidText: balloonText.optional(),
  }),
  z.object({
    ...lineBase,
    type: z.literal('buttons'),
    text: balloonText,
    buttons: z.array(flowButtonSchema).max(maxButtonsPerLine),
    buttonLimit: z.number().int().min(buttonLimits.min).max(buttonLimits.max).default(defaultButtonLimit),
  }),
  z.object({ ...lineBase, type: z.literal('slider'), text: balloonText, slider: sliderSchema }),
  z.object({ ...lineBase, type: z.literal('jump'), jump: lineNumber }),
  z.object({ ...lineBase, type: z.literal('condition'), rules: z.array(conditionRuleSchema).max(50) }),
  z.object({
    ...lineBase,
    type: z.literal('dataCollection'),
    initialMessage: balloonText.default(''),
    continuationMessage: balloonText.default(''),
    fields: z.array(z.enum(collectionFields)).min(1).max(collectionFields.length),
  }),
  z.object({
    ...lineBase,
    type: z.literal('faq'),
    text: balloonText.default(''),
    faq: faqOptionsSchema,
    buttons: z.array(flowButtonSchema).max(maxButtonsPerLine).default([]),
  }),
  z.object({
    ...lineBase,
    type: z.literal('handoff'),
    departmentId: id.default(''),
    text: balloonText.default(''),
  }),
  z.object({ ...lineBase, type: z.literal('http'), http: httpRequestSchema }),
  z.object({
    ...lineBase,
    type: z.literal('code'),
    // Master level only (spec §6); the server checks who edits it.
    externalCode: z.partialRecord(z.enum(flowChannels), z.string().max(20_000)).default({}),
  }),
  z.object({ ...lineBase, type: z.literal('end'), text: balloonText.default('') }),
]);
export type FlowLineInput = z.input<typeof flowLineSchema>;
export type FlowLine = z.output<typeof flowLineSchema>;
export type FlowLineOf<T extends FlowLine['type']> = Extract<FlowLine, { type: T }>;

export const flowDocumentSchema = z.object({
  // Required before saving (flows.descriptionRequired); the schema lets it through empty so the
  // save check reports it with the rest.
  description: z.string().trim().max(500).default(''),
  lines: z.array(flowLineSchema).max(5000),
});
export type FlowDocumentInput = z.input<typeof flowDocumentSchema>;
export type FlowDocument = z.output<typeof flowDocumentSchema>;

// The flow API (/api/bots/:botId/flow). A version is immutable once published; the draft is what
// the editors save.
export const flowBotParams = z.object({ botId: z.string().trim().min(1).max(64) });
export const flowVersionParams = flowBotParams.extend({ version: z.coerce.number().int().min(1) });

const flowPublisherSchema = z.object({ id: z.string().nullable(), name: z.string() });
export const flowVersionSummarySchema = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: flowPublisherSchema,
});
export type FlowVersionSummary = z.output<typeof flowVersionSummarySchema>;

export const flowResponse = z.object({
  botId: z.string(),
  draft: flowDocumentSchema.nullable(),
  draftUpdatedAt: z.string().nullable(),
  published: flowVersionSummarySchema.nullable(),
  // Newest first.
  versions: z.array(flowVersionSummarySchema),
});
export type FlowResponse = z.output<typeof flowResponse>;

export const flowVersionResponse = flowVersionSummarySchema.extend({ document: flowDocumentSchema });
export type FlowVersionResponse = z.output<typeof flowVersionResponse>;

export const flowDraftSavedResponse = z.object({ draftUpdatedAt: z.string() });
export type FlowDraftSavedResponse = z.output<typeof flowDraftSavedResponse>;
export const flowPublishedResponse = z.object({ version: z.number().int() });
export type FlowPublishedResponse = z.output<typeof flowPublishedResponse>;

// A refused save or publish answers 400 `flows.saveInvalid` with one detail per error.
export interface FlowSaveErrorDetail {
  line: number | null;
  code: string;
  message: string;
}

// The WhatsApp number status of a contact (spec core.md §4).
export const numberStatuses = [
  'live',
  'bot',
  'live_satisfactionSurvey',
  'bot_satisfactionSurvey',
  'no_conversation',
  'blocked',
] as const;
export type NumberStatus = (typeof numberStatuses)[number];

export const numberStatusActions = ['reset', 'block', 'unblock'] as const;
export type NumberStatusAction = (typeof numberStatusActions)[number];
export const numberStatusParams = z.object({ contactId: z.string().trim().min(1).max(64) });
export const numberStatusActionParams = numberStatusParams.extend({
  channel: z.enum(flowChannels),
  action: z.enum(numberStatusActions),
});
export const numberStatusResponse = z.object({
  contactId: z.string(),
  statuses: z.array(
    z.object({
      channel: z.string(),
      status: z.enum(numberStatuses),
      blockReason: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type NumberStatusResponse = z.output<typeof numberStatusResponse>;
