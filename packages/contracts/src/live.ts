import { z } from 'zod';
import type { ErrorCode } from './errorCodes.ts';
import { languages } from './languages.ts';
import { liveBoxes, messageTextMaxLength, sortTypes } from './liveConstants.ts';
import type { ConversationSummary, LiveMessage, MessagePage, MessageSender } from './liveResponses.ts';
import { visitorIdPattern } from './webchat.ts';

// Live chat (issue 4): what the attendant sends; what the routes answer is in liveResponses.ts.
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

// GET /api/live/conversations/:id/messages?afterSeq=N
export const messagesQuery = z.object({
  afterSeq: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

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

export const finishInput = z.object({
  archive: z.boolean().default(false),
  tagIds: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  // Monetary value in cents; required when the account's finishOption makes it mandatory.
  valueCents: z.number().int().min(0).max(1e13).nullish(),
  currency: z.enum(['BRL', 'USD']).nullish(),
});
export type FinishInput = z.input<typeof finishInput>;

export const markInput = z.object({ value: z.boolean() });

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

// GET /api/bots (a list of them), POST /api/bots and PUT /api/bots/:id.
export const botSummary = z.object({
  _id: z.string(),
  name: z.string(),
  token: z.string(),
  identifiers: z.array(z.string()),
  defaultDepartmentId: z.string().nullable(),
  language: z.enum(languages).nullable(),
});
export type BotSummary = z.output<typeof botSummary>;
