import { z } from 'zod';
import { liveMessage } from './liveResponses.ts';

// /conversations (spec core.md §2, §4, §5): every conversation of every channel, finished or not.

export const conversationSortOptions = [
  'startedAt.desc',
  'startedAt.asc',
  'lastMessageAt.desc',
  'lastMessageAt.asc',
] as const;
export type ConversationSort = (typeof conversationSortOptions)[number];
export const conversationPageSizes = [10, 20, 50, 100] as const;
// Above this many matches the total says "more than" (counting them all would cost more than the page).
export const conversationCountCap = 10_000;
// What started a conversation (spec core.md §3 "origin"): the customer's own message, a reply to a
// broadcast, or an attendant (proactive chat, a WhatsApp template from the live chat).
export const conversationOrigins = ['customer', 'campaign', 'attendant'] as const;
export type ConversationOrigin = (typeof conversationOrigins)[number];
export const conversationExportFormats = ['csv', 'xlsx'] as const;
export type ConversationExportFormat = (typeof conversationExportFormats)[number];

const id = z.string().regex(/^[\w-]{1,64}$/, 'conversations.filterInvalid');
// Comma-separated ids in one parameter (so a shared URL stays short).
const idList = z
  .string()
  .max(2000, 'conversations.filterInvalid')
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(id).max(50, 'conversations.filterInvalid'));
const smallInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,4}$/, 'conversations.filterInvalid')
    .transform(Number)
    .pipe(z.number().int().min(min, 'conversations.filterInvalid').max(max, 'conversations.filterInvalid'));

// GET /api/conversations (and /count, and the export's query). Every parameter is optional; the
// search text, the period and money are read by packages/domain.
export const conversationSearchQuery = z.object({
  q: z.string().max(400, 'conversations.searchTooLong').default(''),
  period: z
    .string()
    .regex(/^\d{1,4}$/, 'conversations.periodInvalid')
    .optional(),
  from: z.string().max(10, 'conversations.periodInvalid').optional(),
  to: z.string().max(10, 'conversations.periodInvalid').optional(),
  channel: z
    .string()
    .regex(/^[a-z]{1,30}$/, 'conversations.filterInvalid')
    .optional(),
  botId: id.optional(),
  live: smallInt(1, 5).optional(),
  finished: z.string().max(20, 'conversations.filterInvalid').optional(),
  tags: idList.optional(),
  attendants: idList.optional(),
  departments: idList.optional(),
  satisfaction: z
    .string()
    .max(20, 'conversations.filterInvalid')
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(smallInt(0, 5)).max(6, 'conversations.filterInvalid'))
    .optional(),
  origin: z
    .string()
    .regex(/^[a-zA-Z]{1,30}$/, 'conversations.filterInvalid')
    .optional(),
  // A broadcast dispatch: the conversations its recipients' replies started.
  campaign: id.optional(),
  minValue: z.string().max(30, 'conversations.valueInvalid').optional(),
  maxValue: z.string().max(30, 'conversations.valueInvalid').optional(),
  currency: z.enum(['BRL', 'USD'], { message: 'conversations.valueInvalid' }).default('BRL'),
  sort: z.enum(conversationSortOptions, { message: 'conversations.filterInvalid' }).default('startedAt.desc'),
  cursor: z.string().max(300, 'conversations.cursorInvalid').optional(),
  limit: z
    .enum(conversationPageSizes.map(String) as [string, ...string[]], {
      message: 'conversations.filterInvalid',
    })
    .transform(Number)
    .default(20),
});
export type ConversationSearchQuery = z.input<typeof conversationSearchQuery>;

export const conversationListItem = z.object({
  id: z.string(),
  protocol: z.string(),
  channel: z.string(),
  botId: z.string(),
  contactName: z.string(),
  status: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.string(),
  // Added to the fixed interface: what a row shows beyond it.
  botName: z.string(),
  finished: z.boolean(),
  attendantName: z.string().nullable(),
  departmentId: z.string().nullable(),
  satisfaction: z.number().nullable(),
  // The matching message of a text search, around the match (plain text, never HTML).
  excerpt: z.string().nullable(),
});
export type ConversationListItem = z.output<typeof conversationListItem>;
export const conversationListPage = z.object({
  items: z.array(conversationListItem),
  nextCursor: z.string().nullable(),
});
export type ConversationListPage = z.output<typeof conversationListPage>;

// GET /api/conversations/count: counted apart from the page, up to conversationCountCap.
export const conversationCount = z.object({ total: z.number(), capped: z.boolean() });

const person = z.object({ id: z.string(), name: z.string() });
export const conversationRecord = z.object({
  id: z.string(),
  protocol: z.string(),
  channel: z.string(),
  botId: z.string(),
  botName: z.string(),
  status: z.string(),
  transshipment: z.string().nullable(),
  origin: z.string(),
  finished: z.boolean(),
  customerName: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  attendant: person.nullable(),
  attendants: z.array(person),
  participants: z.array(person),
  tags: z.array(z.object({ id: z.string(), title: z.string(), color: z.string() })),
  device: z.string().nullable(),
  language: z.string(),
  location: z
    .object({ country: z.string().optional(), state: z.string().optional(), city: z.string().optional() })
    .nullable(),
  // The identifiers the bot collected and the customer's answers (the turns' custom data).
  collected: z.record(z.string(), z.string()),
  valueCents: z.number().nullable(),
  currency: z.string().nullable(),
  satisfaction: z.number().nullable(),
  // The survey's NPS answer, 0 to 10.
  nps: z.number().nullable(),
  live: z.object({
    queuedAt: z.string().nullable(),
    assignedAt: z.string().nullable(),
    respondedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    archivedAt: z.string().nullable(),
  }),
  startedAt: z.string(),
  lastMessageAt: z.string(),
});
// An internal comment on a conversation (never shown to the customer).
export const conversationCommentMaxLength = 2000;
export const conversationComment = z.object({
  id: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ConversationComment = z.output<typeof conversationComment>;
// POST /api/conversations/:id/comments.
export const conversationCommentInput = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'conversations.commentEmpty')
    .max(conversationCommentMaxLength, 'conversations.commentTooLong'),
});

// A step of the transshipment history: the conversation entered a department's queue, reached an
// attendant or ended; `isTransfer` when it moved away from an attendant or from an earlier queue.
export const conversationStepKinds = ['queued', 'assigned', 'finished'] as const;
export const conversationStep = z.object({
  kind: z.enum(conversationStepKinds),
  isTransfer: z.boolean(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  attendantId: z.string().nullable(),
  attendantName: z.string().nullable(),
  status: z.string(),
  transshipment: z.string().nullable(),
  at: z.string(),
});
export type ConversationStep = z.output<typeof conversationStep>;

export const conversationFull = conversationRecord.extend({
  messages: z.array(liveMessage),
  // Oldest first, both.
  comments: z.array(conversationComment),
  steps: z.array(conversationStep),
  contact: z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      // Its other conversations the caller may see, newest first.
      conversations: z.array(
        z.object({
          id: z.string(),
          protocol: z.string(),
          channel: z.string(),
          startedAt: z.string(),
          status: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type ConversationFull = z.output<typeof conversationFull>;

// POST /api/conversations/:id/forward: the transcript by e-mail.
export const conversationForwardInput = z.object({
  email: z.string().max(254, 'conversations.emailInvalid'),
});

// POST /api/conversation-exports: the list's query plus the file format.
export const conversationExportInput = z.object({
  format: z.enum(conversationExportFormats, { message: 'conversations.exportFormatInvalid' }),
  query: z.record(z.string(), z.string().max(2000, 'conversations.filterInvalid')).default({}),
});
export const conversationExport = z.object({
  id: z.string(),
  format: z.enum(conversationExportFormats),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  totalRows: z.number(),
  processedRows: z.number(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type ConversationExport = z.output<typeof conversationExport>;
export const conversationExportList = z.object({ items: z.array(conversationExport) });
