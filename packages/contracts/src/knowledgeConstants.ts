// Conventional knowledge's plain limits, zod-free: the panel's screens import them without bringing
// the contract's schemas (knowledge.ts) along.

export const knowledgeLimits = {
  baseTitle: 80,
  baseDescription: 500,
  questionTitle: 200,
  responseText: 4000,
  responses: 10,
  randomTexts: 10,
  carouselCards: 10,
  intentions: 50,
  intentionWord: 60,
  // Weights are small whole numbers: "give more weight instead" of a duplicate (§5) means 1 to 10.
  weightMin: 1,
  weightMax: 10,
  minimumWeightMax: 500,
  matchText: 1000,
  // A CSV import: the general upload limit of the spec's decisions (20 MB), at most 200,000
  // questions like the CRM's import, and the first 1,000 refused lines named in the answer.
  importBytes: 20 * 1024 * 1024,
  importRows: 200_000,
  importReportedRejections: 1000,
} as const;

// The spec's response types. The panel edits text, media by URL, live chat and random; carousel,
// guide screen and jump are stored as typed so flows and imports can carry them.
export const knowledgeResponseTypes = [
  'text',
  'image',
  'video',
  'document',
  'carousel',
  'guideScreen',
  'liveChat',
  'jump',
  'random',
] as const;
export type KnowledgeResponseType = (typeof knowledgeResponseTypes)[number];

export const questionStatuses = ['active', 'inactive'] as const;
export type QuestionStatus = (typeof questionStatuses)[number];

export const knowledgeAnswerStates = ['answered', 'unambiguous', 'unanswered', 'outOfContext'] as const;
export type KnowledgeAnswerState = (typeof knowledgeAnswerStates)[number];
