// The flows' plain constants (spec campaigns-flows-knowledge.md §3, §9), in a file without zod so
// light screens (the lite editor's balloon list, the viewer) can use them without the schemas.

// The channels a flow runs on; external code is written per channel.
export const flowChannels = [
  'webchat',
  'whatsapp',
  'messenger',
  'instagram',
  'telegram',
  'rcs',
  'sms',
  'email',
] as const;
export type FlowChannel = (typeof flowChannels)[number];

// A balloon waits this long (shown as "typing") before it appears.
export const defaultAppearanceMs = 3000;
export const appearanceMsLimits = { min: 0, max: 60_000 } as const;

// Buttons: a line shows at most `buttonLimit` (3 to 6) of them as buttons; more than that and the
// options are shown as a dropdown (a list on channels without one). Above 6 is always a dropdown.
export const buttonLimits = { min: 3, max: 6 } as const;
export const defaultButtonLimit = 6;
export const maxButtonsPerLine = 100;

// FAQ learning time, in days: 2, 3, 7 (a week), 14 (two weeks), 30 (a month), 90 (a quarter),
// 180 (a semester).
export const learningTimeDays = [2, 3, 7, 14, 30, 90, 180] as const;
export type LearningTimeDays = (typeof learningTimeDays)[number];
export const defaultLearningTimeDays: LearningTimeDays = 7;

// Chatbot timers (no-response waits): 1, 3, 5, 10, 15, 30 minutes, then 1 to 24 hours.
export const chatbotTimerMinutes = [
  1,
  3,
  5,
  10,
  15,
  30,
  ...Array.from({ length: 24 }, (_, index) => (index + 1) * 60),
] as const satisfies readonly number[];

// What a question line accepts.
export const answerValidations = [
  'none',
  'name',
  'email',
  'phone',
  'cpf',
  'cnpj',
  'money',
  'date',
  'number',
] as const;
export type AnswerValidation = (typeof answerValidations)[number];

// Data collection fields; a lead is counted only when an e-mail or a phone is collected.
export const collectionFields = ['name', 'email', 'phone'] as const;
export type CollectionField = (typeof collectionFields)[number];

export const messageKinds = ['text', 'image', 'video', 'document', 'carousel'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const conditionOperators = [
  'equals',
  'notEquals',
  'contains',
  'notContains',
  'startsWith',
  'exists',
  'notExists',
  'greaterThan',
  'lessThan',
] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export const httpTimeoutMs = { default: 10_000, min: 1_000, max: 30_000 } as const;

// The currencies money answers are read and shown in (decisions.md: BRL default, USD the other).
export const flowCurrencies = ['BRL', 'USD'] as const;
export type FlowCurrency = (typeof flowCurrencies)[number];

export const flowLineTypes = [
  'message',
  'question',
  'buttons',
  'slider',
  'jump',
  'condition',
  'dataCollection',
  'faq',
  'handoff',
  'http',
  'code',
  'end',
] as const;
export type FlowLineType = (typeof flowLineTypes)[number];
