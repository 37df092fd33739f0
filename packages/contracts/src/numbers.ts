import { z } from 'zod';
import { numberStatuses } from './flows.ts';

// Issue 14: /settings/status and /settings/optout (spec campaigns §3–§5, §9).

// A number as the panel asks for it: the country chosen apart (ISO 3166 code) and the national
// number with its two-digit area code. The server judges the digits (packages/domain).
export const phoneLookup = z.object({
  country: z.string().trim().toUpperCase().length(2),
  number: z.string().trim().max(32),
});
export type PhoneLookup = z.output<typeof phoneLookup>;

// Why a member acted on a number: kept in the history beside the author.
export const numberReason = z.string().trim().max(500);

export const settingsNumberStatusActions = ['reset', 'block', 'unblock'] as const;
export const numberStatusActionInput = phoneLookup.extend({ reason: numberReason });
export const numberStatusActionRouteParams = z.object({ action: z.enum(settingsNumberStatusActions) });

export const numberStatusEvent = z.object({
  id: z.string(),
  channel: z.string(),
  action: z.enum(settingsNumberStatusActions),
  authorName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

// The WhatsApp number status of a number (spec campaigns §4): `no_conversation` for a number never
// met; its contact when the CRM knows it; the manual actions' history, newest first.
export const numberLookupResponse = z.object({
  number: z.string(),
  contact: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(numberStatuses),
  blockReason: z.string().nullable(),
  updatedAt: z.string().nullable(),
  history: z.array(numberStatusEvent),
});
export type NumberLookupResponse = z.output<typeof numberLookupResponse>;

// Opt-out (spec campaigns §3, §4, §9).
export const optOutChannels = ['whatsapp', 'sms'] as const;
export type OptOutChannel = (typeof optOutChannels)[number];
export const optOutConditions = ['optOut', 'optIn'] as const;
export type OptOutCondition = (typeof optOutConditions)[number];
// Who wrote a record: a member by hand, or the customer starting a new conversation.
// keyword: the customer sent STOP/SAIR/PARAR on an SMS channel (issue 17).
export const optOutSources = ['manual', 'conversation', 'keyword'] as const;
export type OptOutSource = (typeof optOutSources)[number];
// Permanence in days; `forever` keeps an opt-out until someone or a new conversation lifts it.
export const optOutPermanences = ['forever', '15', '30', '90', '180'] as const;
export type OptOutPermanence = (typeof optOutPermanences)[number];

export const optOutListQuery = z.object({
  country: z.string().trim().toUpperCase().length(2).optional(),
  number: z.string().trim().max(32).optional(),
});
export const optOutInput = phoneLookup.extend({
  channel: z.enum(optOutChannels),
  botId: z.string().trim().min(1).max(64).nullable().optional(),
  reason: numberReason,
});
export const optInInput = phoneLookup.extend({ channel: z.enum(optOutChannels), reason: numberReason });
export const optOutPermanenceInput = z.object({ permanence: z.enum(optOutPermanences) });

export const optOutRecord = z.object({
  id: z.string(),
  channel: z.enum(optOutChannels),
  number: z.string(),
  bot: z.object({ id: z.string(), name: z.string() }).nullable(),
  condition: z.enum(optOutConditions),
  source: z.enum(optOutSources),
  authorName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  // An opt-out's end under the account's permanence now (null: forever; in the past: over).
  endsAt: z.string().nullable(),
});
export type OptOutRecord = z.output<typeof optOutRecord>;

export const optOutListResponse = z.object({
  permanence: z.enum(optOutPermanences),
  // The newest records (of the number looked up, or of the account), at most optOutListLimit.
  records: z.array(optOutRecord),
});
export type OptOutListResponse = z.output<typeof optOutListResponse>;
export const optOutListLimit = 200;
export const optOutPermanenceResponse = z.object({ permanence: z.enum(optOutPermanences) });
