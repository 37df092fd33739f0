import { z } from 'zod';
import { npsScale } from './analytics.ts';
import type { Language } from './languages.ts';
import type { Ack, SendMessageInput } from './live.ts';
import type { RoomStatusName } from './liveConstants.ts';
import type { AttachmentRef, LiveMessage, MessagePage } from './liveResponses.ts';

// The /webchat socket namespace: the embeddable widget (apps/webchat) talking for a visitor.
// The handshake's `auth` names the chatbot (its public token) and the visitor's anonymous id kept
// in the page's localStorage; the secret kept beside it proves the visitor (the id is public: the
// panel lists it).
export interface WebchatHandshake {
  botToken: string;
  // 16 to 64 characters of [A-Za-z0-9_-], made by the widget on first visit.
  visitorId: string;
  // 22 to 128 characters of [A-Za-z0-9_-] (128 bits or more), made by the widget with the id and
  // never shown anywhere; the server keeps only its SHA-256.
  visitorSecret: string;
  language?: string;
  // The browser's IANA time zone: a rough location for /realTime (no IP geolocation offline).
  timeZone?: string;
}
export const visitorIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
export const visitorSecretPattern = /^[A-Za-z0-9_-]{22,128}$/;

// What a chatbot without a flow says to a new conversation before handing it to its department.
export const webchatGreeting: Readonly<Record<Language, string>> = {
  'pt-BR': 'Olá! Vou chamar alguém da nossa equipe para falar com você.',
  'en-US': 'Hello! I am calling someone from our team to talk to you.',
  es: '¡Hola! Voy a llamar a alguien de nuestro equipo para hablar contigo.',
};

// What the widget shows the visitor on opening, before they write: the chatbot's opening line (the
// account's `noVacancy` message takes its place outside the business hours of the bot's default
// department). Shown, not stored: a conversation starts with the visitor's first message.
export const webchatOpening: Readonly<Record<Language, string>> = {
  'pt-BR': 'Olá! Em que podemos ajudar você hoje?',
  'en-US': 'Hi! What can we help you with today?',
  es: '¡Hola! ¿En qué podemos ayudarte hoy?',
};

// `page`: the page the visitor is browsing. Only web addresses; anything else is dropped.
export const visitorPageInput = z.object({
  url: z
    .string()
    .max(2048)
    .url()
    .refine((url) => /^https?:\/\//i.test(url)),
  title: z.string().max(300).default(''),
});

// `rate`: the satisfaction survey, 0 to 5.
export const rateInput = z.object({
  score: z
    .number({ error: 'live.scoreInvalid' })
    .int('live.scoreInvalid')
    .min(0, 'live.scoreInvalid')
    .max(5, 'live.scoreInvalid'),
});

// `recommend`: the survey's second question, NPS 0 to 10, once the satisfaction score is given.
export const recommendInput = z.object({
  score: z
    .number({ error: 'live.scoreInvalid' })
    .int('live.scoreInvalid')
    .min(npsScale.min, 'live.scoreInvalid')
    .max(npsScale.max, 'live.scoreInvalid'),
});

// What the widget shows about its conversation.
export interface WebchatState {
  conversationId: string | null;
  status: RoomStatusName | null;
  // The attendant's display name while one attends.
  attendantName: string | null;
  queuePosition: number | null;
  // True once the conversation is finished and the survey (0 to 5) was not answered yet.
  surveyOpen: boolean;
  // True once the satisfaction score is given and the NPS question (0 to 10) waits.
  npsOpen: boolean;
  lastSeq: number;
}

// Sent once on connect.
export interface WebchatWelcome {
  botName: string;
  // Goes in the visitor's file links instead of the secret (links reach logs and history).
  fileKey: string;
  language: Language;
  state: WebchatState;
  // The first thing the pane shows (webchatOpening, or the away message outside business hours).
  opening: string;
}

export interface WebchatServerToClient {
  welcome: (payload: WebchatWelcome) => void;
  message: (message: LiveMessage) => void;
  messageStatus: (payload: { conversationId: string; seq: number; statuses: string[] }) => void;
  state: (state: WebchatState) => void;
  typing: (payload: { typing: boolean; name: string }) => void;
}

export interface WebchatClientToServer {
  send: (payload: SendMessageInput, ack: (result: Ack<LiveMessage>) => void) => void;
  // Messages of the visitor's current conversation after a sequence (reconnect, restart). The
  // sequence counts in `conversationId` when given: another conversation is answered from its start.
  sync: (
    payload: { afterSeq: number; conversationId?: string | null },
    ack: (result: Ack<MessagePage>) => void,
  ) => void;
  // The visitor's earlier conversations (all but the current one), their latest messages, oldest
  // first: what the widget keeps showing above the current conversation.
  history: (payload: Record<string, never>, ack: (result: Ack<{ items: LiveMessage[] }>) => void) => void;
  page: (payload: { url: string; title: string }) => void;
  typing: (payload: { typing: boolean }) => void;
  // The visitor saw the messages up to seq.
  read: (payload: { seq: number }) => void;
  rate: (payload: { score: number }, ack: (result: Ack<null>) => void) => void;
  recommend: (payload: { score: number }, ack: (result: Ack<null>) => void) => void;
}

// POST /api/webchat/attachments?bot=TOKEN&visitor=ID with the file as the raw body
// (Content-Type: the file's type; X-File-Name: the URI-encoded name). Answers the stored reference.
export type WebchatUploadResult = { attachment: AttachmentRef };
