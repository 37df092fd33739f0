import { z } from 'zod';
import { type Language, languages } from './languages.ts';
import {
  archiveTimeChoices,
  awayAutoTimeLimits,
  currencies,
  defaultArchiveTime,
  type LiveMessageKey,
  liveMessageKeys,
  liveMessageMaxLength,
} from './liveSettingsConstants.ts';

// Live chat behaviour and customer-facing messages of an account (spec core.md §3 "Live settings").

const choice = (isActive = false, mandatory = false) => ({ isActive, mandatory });

// A mandatory question that is never asked would block nothing and confuse the manager.
const askedIfMandatory = (option: { isActive: boolean; mandatory: boolean }) =>
  option.isActive || !option.mandatory;
const finishChoice = { isActive: z.boolean(), mandatory: z.boolean() };

export const awayReasonSchema = z.object({
  _id: z.string().trim().max(64).optional(),
  label: z
    .string({ error: 'team.liveAwayReasonRequired' })
    .trim()
    .min(1, 'team.liveAwayReasonRequired')
    .max(60, 'team.liveAwayReasonTooLong'),
});

export const liveBehaviorInput = z.object({
  initiations: z.object({
    email: z.boolean(),
    sms: z.boolean(),
    whatsapp: z.boolean(),
    facebook: z.boolean(),
  }),
  away: z.object({
    isActive: z.boolean(),
    options: z.array(awayReasonSchema).max(20, 'team.liveAwayReasonsTooMany'),
  }),
  awayAuto: z.object({
    isActive: z.boolean(),
    time: z
      .number({ error: 'team.liveAwayAutoTimeInvalid' })
      .int('team.liveAwayAutoTimeInvalid')
      .min(awayAutoTimeLimits.min, 'team.liveAwayAutoTimeInvalid')
      .max(awayAutoTimeLimits.max, 'team.liveAwayAutoTimeInvalid'),
  }),
  exhibitions: z.object({ manager: z.boolean(), attendant: z.boolean() }),
  archiveTime: z
    .number({ error: 'team.liveArchiveTimeInvalid' })
    .refine(
      (value) => (archiveTimeChoices as readonly number[]).includes(value),
      'team.liveArchiveTimeInvalid',
    ),
  finishOption: z.object({
    tags: z.object(finishChoice).refine(askedIfMandatory, 'team.liveFinishMandatoryInactive'),
    monetaryValue: z
      .object({ ...finishChoice, currency: z.enum(currencies, { error: 'team.liveCurrencyInvalid' }) })
      .refine(askedIfMandatory, 'team.liveFinishMandatoryInactive'),
  }),
});
export type LiveBehaviorInput = z.input<typeof liveBehaviorInput>;
export type LiveBehaviorFields = z.output<typeof liveBehaviorInput>;

export const awayReasonStoredSchema = z.object({ _id: z.string(), label: z.string() });
export type AwayReason = z.infer<typeof awayReasonStoredSchema>;
export type LiveBehavior = Omit<LiveBehaviorFields, 'away'> & {
  away: { isActive: boolean; options: AwayReason[] };
};

const messageText = z
  .string({ error: 'team.liveMessageRequired' })
  .trim()
  .min(1, 'team.liveMessageRequired')
  .max(liveMessageMaxLength, 'team.liveMessageTooLong');
const languageMessages = z.object(
  Object.fromEntries(liveMessageKeys.map((key) => [key, messageText])) as Record<
    LiveMessageKey,
    typeof messageText
  >,
);
export const liveMessagesInput = z.object(
  Object.fromEntries(languages.map((language) => [language, languageMessages])) as Record<
    Language,
    typeof languageMessages
  >,
);
export type LiveMessages = Record<Language, Record<LiveMessageKey, string>>;

export const liveSettingsSchema = z.object({
  behavior: z.object({
    initiations: liveBehaviorInput.shape.initiations,
    away: z.object({ isActive: z.boolean(), options: z.array(awayReasonStoredSchema) }),
    awayAuto: z.object({ isActive: z.boolean(), time: z.number() }),
    exhibitions: liveBehaviorInput.shape.exhibitions,
    archiveTime: z.number(),
    finishOption: z.object({
      tags: z.object({ isActive: z.boolean(), mandatory: z.boolean() }),
      monetaryValue: z.object({
        isActive: z.boolean(),
        mandatory: z.boolean(),
        currency: z.enum(currencies),
      }),
    }),
  }),
  messages: z.record(z.enum(languages), z.record(z.enum(liveMessageKeys), z.string())),
});
export type LiveSettings = { behavior: LiveBehavior; messages: LiveMessages };
export const liveSettingsResponse = z.object({ settings: liveSettingsSchema });

// What an account without a stored row uses, and what the seed stores.
export const defaultLiveBehavior: LiveBehavior = {
  initiations: { email: true, sms: true, whatsapp: true, facebook: true },
  away: { isActive: false, options: [] },
  awayAuto: { isActive: false, time: 5 },
  exhibitions: { manager: true, attendant: true },
  archiveTime: defaultArchiveTime,
  finishOption: { tags: choice(), monetaryValue: { ...choice(), currency: 'BRL' } },
};
