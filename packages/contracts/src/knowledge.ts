import { z } from 'zod';
import { knowledgeAnswerStates, knowledgeLimits, questionStatuses } from './knowledgeConstants.ts';

// Conventional knowledge (spec campaigns-flows-knowledge.md §3, §5): bases of questions, each
// question answered when the customer's text carries enough of its intentions. The shapes live
// here; the rules across fields (duplicate intentions, matching) are in @prosa/domain.

const required = (code: string, max: number, tooLong: string) =>
  z.string({ error: code }).trim().min(1, code).max(max, tooLong);

export const knowledgeBaseInput = z.object({
  title: required('knowledge.baseTitleRequired', knowledgeLimits.baseTitle, 'knowledge.baseTitleTooLong'),
  description: z
    .string({ error: 'knowledge.baseDescriptionTooLong' })
    .trim()
    .max(knowledgeLimits.baseDescription, 'knowledge.baseDescriptionTooLong')
    .default(''),
});
export type KnowledgeBaseInput = z.input<typeof knowledgeBaseInput>;

export const knowledgeBaseSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number(),
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

const text = required(
  'knowledge.responseTextRequired',
  knowledgeLimits.responseText,
  'knowledge.responseTextTooLong',
);
const url = z
  .string({ error: 'knowledge.responseUrlInvalid' })
  .trim()
  .max(2000, 'knowledge.responseUrlInvalid')
  .regex(/^https?:\/\/\S+$/i, 'knowledge.responseUrlInvalid');
const caption = z
  .string()
  .trim()
  .max(knowledgeLimits.responseText, 'knowledge.responseTextTooLong')
  .default('');

export const knowledgeResponseSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), text }),
    z.object({ type: z.literal('image'), url, caption }),
    z.object({ type: z.literal('video'), url, caption }),
    z.object({ type: z.literal('document'), url, caption }),
    z.object({
      type: z.literal('carousel'),
      cards: z
        .array(z.object({ title: text, text: caption, imageUrl: url.optional() }))
        .min(1, 'knowledge.responseCarouselEmpty')
        .max(knowledgeLimits.carouselCards, 'knowledge.responseCarouselEmpty'),
    }),
    z.object({ type: z.literal('guideScreen'), title: text, url }),
    z.object({
      type: z.literal('liveChat'),
      departmentId: z
        .string({ error: 'knowledge.responseDepartmentRequired' })
        .trim()
        .min(1, 'knowledge.responseDepartmentRequired')
        .max(64, 'knowledge.departmentNotFound'),
    }),
    z.object({
      type: z.literal('jump'),
      target: z
        .string({ error: 'knowledge.responseJumpRequired' })
        .trim()
        .min(1, 'knowledge.responseJumpRequired')
        .max(200, 'knowledge.responseJumpRequired'),
    }),
    // One of the texts, picked at random each time: at least two, or it is not random.
    z.object({
      type: z.literal('random'),
      texts: z
        .array(text)
        .min(2, 'knowledge.responseRandomTooFew')
        .max(knowledgeLimits.randomTexts, 'knowledge.responseRandomTooMany'),
    }),
  ],
  { error: 'knowledge.responseTypeInvalid' },
);
export type KnowledgeResponse = z.infer<typeof knowledgeResponseSchema>;
export type KnowledgeResponseInput = z.input<typeof knowledgeResponseSchema>;

// An intention: more than one letter, at most two words (§5). Duplicates are checked across the
// list, accent- and case-blind, by @prosa/domain's findDuplicateIntention.
export const intentionSchema = z.object({
  word: z
    .string({ error: 'knowledge.intentionTooShort' })
    .trim()
    .transform((word) => word.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(2, 'knowledge.intentionTooShort')
        .max(knowledgeLimits.intentionWord, 'knowledge.intentionTooLong')
        .refine((word) => word.split(' ').length <= 2, 'knowledge.intentionTooManyWords'),
    ),
  weight: z
    .number({ error: 'knowledge.intentionWeightInvalid' })
    .int('knowledge.intentionWeightInvalid')
    .min(knowledgeLimits.weightMin, 'knowledge.intentionWeightInvalid')
    .max(knowledgeLimits.weightMax, 'knowledge.intentionWeightInvalid'),
});
export type Intention = z.infer<typeof intentionSchema>;

// "All fields required" (§5): a title, at least one response and one intention; the minimum
// weight is the one optional field.
export const knowledgeQuestionInput = z.object({
  title: required(
    'knowledge.questionTitleRequired',
    knowledgeLimits.questionTitle,
    'knowledge.questionTitleTooLong',
  ),
  responses: z
    .array(knowledgeResponseSchema, { error: 'knowledge.responsesRequired' })
    .min(1, 'knowledge.responsesRequired')
    .max(knowledgeLimits.responses, 'knowledge.responsesTooMany'),
  intentions: z
    .array(intentionSchema, { error: 'knowledge.intentionsRequired' })
    .min(1, 'knowledge.intentionsRequired')
    .max(knowledgeLimits.intentions, 'knowledge.intentionsTooMany'),
  minimumWeight: z
    .number({ error: 'knowledge.minimumWeightInvalid' })
    .int('knowledge.minimumWeightInvalid')
    .min(1, 'knowledge.minimumWeightInvalid')
    .max(knowledgeLimits.minimumWeightMax, 'knowledge.minimumWeightInvalid')
    .nullable()
    .default(null),
  status: z.enum(questionStatuses, { error: 'knowledge.statusInvalid' }).default('active'),
});
export type KnowledgeQuestionInput = z.input<typeof knowledgeQuestionInput>;
export type KnowledgeQuestionFields = z.infer<typeof knowledgeQuestionInput>;

export const knowledgeQuestionSchema = z.object({
  id: z.string(),
  baseId: z.string(),
  title: z.string(),
  responses: z.array(knowledgeResponseSchema),
  intentions: z.array(z.object({ word: z.string(), weight: z.number() })),
  minimumWeight: z.number().nullable(),
  status: z.enum(questionStatuses),
});
export type KnowledgeQuestion = z.infer<typeof knowledgeQuestionSchema>;

export const knowledgeBasesResponse = z.object({ bases: z.array(knowledgeBaseSchema) });
export const knowledgeBaseResponse = z.object({ base: knowledgeBaseSchema });
export const knowledgeQuestionsResponse = z.object({
  base: knowledgeBaseSchema,
  questions: z.array(knowledgeQuestionSchema),
});
export const knowledgeQuestionResponse = z.object({ question: knowledgeQuestionSchema });
export const knowledgeIdParams = z.object({ id: z.string().max(64) });

// The CSV travels as text inside JSON: the panel reads the file, the server parses and checks it.
// The import's body is the CSV file itself (any encoding the CRM's import reads), up to
// knowledgeLimits.importBytes. The answer names each refused row (the first
// knowledgeLimits.importReportedRejections of them, in file order) by its line in the file (the
// header is line 1) and the catalogue code of why; `rejectedCount` counts them all.
export const knowledgeImportResponse = z.object({
  imported: z.number(),
  rejected: z.array(z.object({ line: z.number(), code: z.string() })),
  rejectedCount: z.number(),
});
export type KnowledgeImportResult = z.infer<typeof knowledgeImportResponse>;

export const knowledgeMatchInput = z.object({
  text: required('knowledge.matchTextRequired', knowledgeLimits.matchText, 'knowledge.matchTextTooLong'),
});
const scoredQuestion = z.object({
  questionId: z.string(),
  title: z.string(),
  score: z.number(),
  minimumWeight: z.number().nullable(),
  matched: z.array(z.object({ word: z.string(), weight: z.number() })),
});
export const knowledgeMatchResponse = z.object({
  state: z.enum(knowledgeAnswerStates),
  // The answering question when answered; the tied ones to choose from when unambiguous.
  questions: z.array(scoredQuestion),
  // Every active question that scored, best first, so the test box shows why.
  candidates: z.array(scoredQuestion),
});
export type KnowledgeMatch = z.infer<typeof knowledgeMatchResponse>;
