import { z } from 'zod';
import { type ErrorCode, errorCatalogue } from './errorCodes.ts';
import { languages } from './languages.ts';
import { roomStatusNames } from './liveConstants.ts';

// What the live chat's routes and sockets answer (issue 4): conversations ("rooms"), their messages,
// visitors and check-ins. Statuses (liveConstants.ts) follow packages/domain's room state machine.

const messageSender = z.enum(['customer', 'attendant', 'bot', 'system']);
export type MessageSender = z.output<typeof messageSender>;
const attachmentKind = z.enum(['image', 'video', 'audio', 'file']);
export type AttachmentKind = z.output<typeof attachmentKind>;

export const attachmentRef = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  kind: attachmentKind,
});
export type AttachmentRef = z.output<typeof attachmentRef>;

// What a bot's balloon offers besides its text (a flow's buttons or slider): the widget shows it as
// chips, a dropdown or a slider; the text keeps the numbered list for channels that show only text.
const messageChoices = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('buttons'),
    presentation: z.enum(['buttons', 'dropdown']),
    options: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
  z.object({
    kind: z.literal('slider'),
    label: z.string(),
    min: z.number(),
    max: z.number(),
    initial: z.number(),
    step: z.number(),
  }),
]);
export type MessageChoices = z.output<typeof messageChoices>;

// A WhatsApp template (HSM) a message was sent as, outside the 24-hour window: the provider's
// template name and language, and the values of its {{1}}, {{2}}… variables in order.
// A template with a header or dynamic URL buttons (issue 18) also carries what the send fills in
// them: the header's parameter (a media header's link, a text header's {{1}}) and each URL button's
// suffix by the button's index among the template's buttons.
export const messageTemplate = z.object({
  name: z.string(),
  language: z.string(),
  variables: z.array(z.string()),
  header: z.object({ kind: z.enum(['text', 'image', 'video', 'document']), value: z.string() }).optional(),
  urlSuffixes: z.array(z.object({ index: z.number().int(), text: z.string() })).optional(),
});
export type MessageTemplate = z.output<typeof messageTemplate>;

export const liveMessage = z.object({
  _id: z.string(),
  conversationId: z.string(),
  // Per-conversation order, from 1 with no gaps: a client asks for what follows its last one.
  seq: z.number(),
  clientMessageId: z.string(),
  sender: messageSender,
  authorName: z.string(),
  text: z.string(),
  attachment: attachmentRef.nullable(),
  choices: messageChoices.nullish(),
  template: messageTemplate.nullish(),
  // The delivery status list (spec §4); the shown state is derived by packages/domain.
  statuses: z.array(z.string()),
  createdAt: z.string(),
});
export type LiveMessage = z.output<typeof liveMessage>;

const person = z.object({ id: z.string(), name: z.string() });
const location = z.object({
  country: z.string().optional(),
  state: z.string().optional(),
  city: z.string().optional(),
});

export const conversationSummary = z.object({
  _id: z.string(),
  protocol: z.string(),
  botId: z.string(),
  channel: z.string(),
  // The provider channel it runs on (its templates after the window); null on webchat.
  channelId: z.string().nullable(),
  status: z.enum(roomStatusNames),
  transshipment: z.string().nullable(),
  customerName: z.string(),
  departmentId: z.string().nullable(),
  attendantId: z.string().nullable(),
  attendants: z.array(person),
  // Attendants added beside the holder (group attendance); they see the room and write in it.
  participants: z.array(person),
  lastMessage: liveMessage.pick({ text: true, sender: true, createdAt: true }).nullable(),
  lastSeq: z.number(),
  // Queue order for the department, from 1; null outside the queue.
  queuePosition: z.number().nullable(),
  tags: z.array(z.string()),
  pinned: z.boolean(),
  muted: z.boolean(),
  archived: z.boolean(),
  // When the customer last wrote without an answer yet (the timer alert), else null.
  awaitingSince: z.string().nullable(),
  // When the customer-service window ends (24 h after the customer's last message, spec campaigns
  // §9): free text until then, only a template after. Null on webchat, which has no window, and
  // on a channel whose customer never wrote (closed: only a template reaches them).
  windowEndsAt: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type ConversationSummary = z.output<typeof conversationSummary>;

export const conversationDetail = conversationSummary.extend({
  contact: z
    .object({
      _id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      fields: z.record(z.string(), z.string()),
    })
    .nullable(),
  collected: z.record(z.string(), z.string()),
  location: location.nullable(),
  device: z.string().nullable(),
  language: z.enum(languages),
  navigation: z.array(z.object({ url: z.string(), title: z.string(), at: z.string() })),
  valueCents: z.number().nullable(),
  currency: z.string().nullable(),
  satisfaction: z.number().nullable(),
});
export type ConversationDetail = z.output<typeof conversationDetail>;

// GET /api/live/conversations/:id/contact-conversations: the room's contact's other conversations,
// newest first. Those the caller may open (the live chat's view rule, applied by the server) carry
// their id and protocol; the others only when they started, their channel and status.
export const contactConversation = z.object({
  id: z.string().nullable(),
  protocol: z.string().nullable(),
  channel: z.string(),
  status: z.enum(roomStatusNames),
  createdAt: z.string(),
  canOpen: z.boolean(),
});
export type ContactConversation = z.output<typeof contactConversation>;
export const contactConversationList = z.object({ items: z.array(contactConversation) });
export type ContactConversationList = z.output<typeof contactConversationList>;

// GET /api/live/conversations
export const conversationList = z.object({ items: z.array(conversationSummary) });
export type ConversationList = z.output<typeof conversationList>;

// GET /api/live/conversations/:id/messages?afterSeq=N
export const messagePage = z.object({ items: z.array(liveMessage), lastSeq: z.number() });
export type MessagePage = z.output<typeof messagePage>;

const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const bulkTransferResult = z.object({
  transferred: z.array(z.string()),
  refused: z.array(z.object({ conversationId: z.string(), code: z.enum(errorCodes) })),
});
export type BulkTransferResult = z.output<typeof bulkTransferResult>;

// GET /api/live/visitors: a webchat visitor connected now (/realTime).
export const liveVisitor = z.object({
  visitorId: z.string(),
  botId: z.string(),
  url: z.string().nullable(),
  title: z.string().nullable(),
  // When this visitor's widget connected.
  since: z.string(),
  status: z.enum(['browsing', 'bot', 'attendant']),
  conversationId: z.string().nullable(),
  location: location.nullable(),
});
export type LiveVisitor = z.output<typeof liveVisitor>;
export const liveVisitorList = z.object({ items: z.array(liveVisitor) });

// GET /api/live/departments/check-ins: the caller's departments that ask for a check-in, with
// theirs; POST /api/live/departments/:id/check-in with markInput checks in (true) or out.
export const departmentCheckIn = z.object({
  departmentId: z.string(),
  name: z.string(),
  checkedIn: z.boolean(),
});
export type DepartmentCheckIn = z.output<typeof departmentCheckIn>;
export const departmentCheckInList = z.object({ items: z.array(departmentCheckIn) });
export type DepartmentCheckInList = z.output<typeof departmentCheckInList>;

// GET /api/live/departments/:id/availability: whether the department keeps a queue and whether
// someone who could take a room there is online now, with what a customer transferred there is
// told (the account's transferRoom message, in the language asked, pt-BR by default). The transfer
// drawer asks before sending a room where nobody would see it.
export const departmentAvailabilityQuery = z.object({ language: z.enum(languages).optional() });
export const departmentAvailability = z.object({
  hasQueue: z.boolean(),
  isAttendeeOnline: z.boolean(),
  transferText: z.string(),
});
export type DepartmentAvailability = z.output<typeof departmentAvailability>;
