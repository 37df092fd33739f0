import { z } from 'zod';
import type { ErrorCode } from './errorCodes.ts';
import { type Language, languages } from './languages.ts';
import { liveBoxes, messageTextMaxLength, sortTypes } from './liveConstants.ts';
import { visitorIdPattern } from './webchat.ts';

// Live chat (issue 4): conversations ("rooms"), their messages and the attendant's actions.
// Statuses follow packages/domain's room state machine.
export type RoomStatusName =
  | 'bot'
  | 'queueAutomatic'
  | 'queueManual'
  | 'new'
  | 'waiting'
  | 'transferred'
  | 'internal'
  | 'paused'
  | 'finished'
  | 'abandoned';

export type MessageSender = 'customer' | 'attendant' | 'bot' | 'system';
export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

export interface AttachmentRef {
  id: string;
  name: string;
  mime: string;
  size: number;
  kind: AttachmentKind;
}

// What a bot's balloon offers besides its text (a flow's buttons or slider): the widget shows it as
// chips, a dropdown or a slider; the text keeps the numbered list for channels that show only text.
export type MessageChoices =
  | { kind: 'buttons'; presentation: 'buttons' | 'dropdown'; options: { key: string; value: string }[] }
  | { kind: 'slider'; label: string; min: number; max: number; initial: number; step: number };

export interface LiveMessage {
  _id: string;
  conversationId: string;
  // Per-conversation order, from 1 with no gaps: a client asks for what follows its last one.
  seq: number;
  clientMessageId: string;
  sender: MessageSender;
  authorName: string;
  text: string;
  attachment: AttachmentRef | null;
  choices?: MessageChoices | null;
  // The delivery status list (spec §4); the shown state is derived by packages/domain.
  statuses: string[];
  createdAt: string;
}

export interface ConversationSummary {
  _id: string;
  protocol: string;
  botId: string;
  channel: string;
  status: RoomStatusName;
  transshipment: string | null;
  customerName: string;
  departmentId: string | null;
  attendantId: string | null;
  attendants: Array<{ id: string; name: string }>;
  // Attendants added beside the holder (group attendance); they see the room and write in it.
  participants: Array<{ id: string; name: string }>;
  lastMessage: Pick<LiveMessage, 'text' | 'sender' | 'createdAt'> | null;
  lastSeq: number;
  // Queue order for the department, from 1; null outside the queue.
  queuePosition: number | null;
  tags: string[];
  pinned: boolean;
  muted: boolean;
  archived: boolean;
  // When the customer last wrote without an answer yet (the timer alert), else null.
  awaitingSince: string | null;
  createdAt: string;
  lastMessageAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  contact: {
    _id: string;
    name: string;
    email: string | null;
    phone: string | null;
    fields: Record<string, string>;
  } | null;
  collected: Record<string, string>;
  location: { country?: string; state?: string; city?: string } | null;
  device: string | null;
  language: Language;
  navigation: Array<{ url: string; title: string; at: string }>;
  valueCents: number | null;
  currency: string | null;
  satisfaction: number | null;
}

// GET /api/live/conversations
export const conversationListQuery = z.object({
  box: z.enum(liveBoxes).default('inbox'),
  attendantId: z.string().trim().max(64).optional(),
  departmentId: z.string().trim().max(64).optional(),
  // The attendant settings' sortType: -11/11 last message newest/oldest first, -12/12 the
  // conversation's start newest/oldest first.
  sort: z.coerce
    .number()
    .int()
    .refine((value) => (sortTypes as readonly number[]).includes(value), 'team.attendantSortTypeInvalid')
    .default(-11),
});
export type ConversationListQuery = z.input<typeof conversationListQuery>;
export interface ConversationList {
  items: ConversationSummary[];
}

// GET /api/live/conversations/:id/messages?afterSeq=N
export const messagesQuery = z.object({
  afterSeq: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export interface MessagePage {
  items: LiveMessage[];
  lastSeq: number;
}

export const transferInput = z
  .object({
    attendantId: z.string().trim().min(1).max(64).optional(),
    departmentId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => Boolean(v.attendantId) !== Boolean(v.departmentId), {
    message: 'live.transferTargetRequired',
  });
export type TransferInput = z.input<typeof transferInput>;

// POST /api/live/conversations/:id/participants: the holder (or a manager) adds an attendant of
// the account to the room; DELETE …/participants/:userId removes one, or lets a participant leave.
export const participantInput = z.object({ attendantId: z.string().trim().min(1).max(64) });
export type ParticipantInput = z.input<typeof participantInput>;

// POST /api/live/conversations: an attendant starts a conversation with a visitor browsing now.
export const startConversationInput = z.object({
  botId: z.string().trim().min(1).max(64),
  visitorId: z.string().regex(visitorIdPattern, 'live.visitorInvalid'),
});
export type StartConversationInput = z.input<typeof startConversationInput>;

export const bulkTransferInput = z
  .object({
    conversationIds: z.array(z.string().trim().min(1).max(64)).min(1).max(200),
    attendantId: z.string().trim().min(1).max(64).optional(),
    departmentId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((v) => Boolean(v.attendantId) !== Boolean(v.departmentId), {
    message: 'live.transferTargetRequired',
  });
export interface BulkTransferResult {
  transferred: string[];
  refused: Array<{ conversationId: string; code: ErrorCode }>;
}

export const finishInput = z.object({
  archive: z.boolean().default(false),
  tagIds: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  // Monetary value in cents; required when the account's finishOption makes it mandatory.
  valueCents: z.number().int().min(0).max(1e13).nullish(),
  currency: z.enum(['BRL', 'USD']).nullish(),
});
export type FinishInput = z.input<typeof finishInput>;

export const markInput = z.object({ value: z.boolean() });

// GET /api/live/departments/check-ins: the caller's departments that ask for a check-in, with
// theirs; POST /api/live/departments/:id/check-in with markInput checks in (true) or out.
export interface DepartmentCheckIn {
  departmentId: string;
  name: string;
  checkedIn: boolean;
}
export interface DepartmentCheckInList {
  items: DepartmentCheckIn[];
}
export const conversationTagInput = z.object({ tagId: z.string().trim().min(1).max(64) });

export const clientMessageIdSchema = z.string().trim().min(8).max(64);
export const sendMessageInput = z
  .object({
    clientMessageId: clientMessageIdSchema,
    text: z.string().max(messageTextMaxLength, 'live.messageTooLong').default(''),
    attachmentId: z.string().trim().min(1).max(64).nullish(),
  })
  .refine((v) => v.text.trim().length > 0 || Boolean(v.attachmentId), { message: 'live.messageEmpty' });
export type SendMessageInput = z.input<typeof sendMessageInput>;

// Every socket call that stores something answers through its acknowledgement.
// `retryAfterSeconds` comes with a limit's refusal (live.slowDown): send again after that long.
export type Ack<T> =
  | { ok: true; data: T }
  | { ok: false; error: { code: ErrorCode; message: string; retryAfterSeconds?: number } };

// /live namespace additions (the attendant's panel). Presence events stay in realtime.ts.
export interface LiveRoomServerToClient {
  // A message in a room the socket entered (enterRoom).
  message: (message: LiveMessage) => void;
  // A delivery status changed (delivered, read).
  messageStatus: (payload: { conversationId: string; seq: number; statuses: string[] }) => void;
  // A conversation the member may see changed (inbox, queue, room header).
  conversation: (summary: ConversationSummary) => void;
  typing: (payload: { conversationId: string; sender: MessageSender; typing: boolean }) => void;
  // Visitors browsing changed (/realTime).
  visitors: () => void;
}
export interface LiveRoomClientToServer {
  send: (
    payload: SendMessageInput & { conversationId: string },
    ack: (result: Ack<LiveMessage>) => void,
  ) => void;
  sync: (
    payload: { conversationId: string; afterSeq: number },
    ack: (result: Ack<MessagePage>) => void,
  ) => void;
  typing: (payload: { conversationId: string; typing: boolean }) => void;
  // The attendant saw the customer's messages up to seq.
  read: (payload: { conversationId: string; seq: number }) => void;
  leaveRoom: (payload: { roomId: string }) => void;
}

// POST /api/bots and PUT /api/bots/:id (the whole chatbot each time)
export const botInput = z.object({
  name: z.string({ error: 'live.botNameRequired' }).trim().min(1, 'live.botNameRequired').max(100),
  defaultDepartmentId: z
    .string()
    .trim()
    .max(64)
    .nullish()
    .transform((id) => id || null),
  language: z
    .enum(languages)
    .nullish()
    .transform((language) => language ?? null),
});
export type BotInput = z.input<typeof botInput>;

// GET /api/live/visitors: a webchat visitor connected now (/realTime).
export interface LiveVisitor {
  visitorId: string;
  botId: string;
  url: string | null;
  title: string | null;
  // When this visitor's widget connected.
  since: string;
  status: 'browsing' | 'bot' | 'attendant';
  conversationId: string | null;
  location: { country?: string; state?: string; city?: string } | null;
}

export interface BotSummary {
  _id: string;
  name: string;
  token: string;
  identifiers: string[];
  defaultDepartmentId: string | null;
  language: Language | null;
}
