import { z } from 'zod';

// Analytics (campaigns-flows-knowledge.md §2, §9; core.md §9): every page reads the rollups over a
// period of whole days in the account's time zone.
export const analyticsPresets = [
  'today',
  'yesterday',
  'thisMonth',
  'last7',
  'last15',
  'last30',
  'custom',
] as const;
export type AnalyticsPreset = (typeof analyticsPresets)[number];
export const analyticsDefaultPreset: AnalyticsPreset = 'last7';
// At most 12 identifier cards (§9); a custom period spans at most a year.
export const analyticsMaxIdentifierCards = 12;
export const analyticsMaxCustomDays = 366;
// The transshipment filter is not applied to data before this day (core.md §9).
export const transshipmentFilterSince = '2020-03-19';
export const satisfactionScale = { min: 0, max: 5 } as const;
export const npsScale = { min: 0, max: 10 } as const;
// NPS bands: 9–10 promote, 0–6 detract (7–8 are passive); the score is the promoters' share minus
// the detractors', −100 to 100. The rollups' SQL (migration 0036) draws the same lines.
export const npsBands = { promoterMin: 9, detractorMax: 6 } as const;
export const analyticsLocationTypes = ['country', 'state', 'city'] as const;
export type AnalyticsLocationType = (typeof analyticsLocationTypes)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'analytics.periodInvalid');
export const analyticsQuery = z.object({
  preset: z.enum(analyticsPresets, { error: 'analytics.periodInvalid' }).default(analyticsDefaultPreset),
  from: isoDate.optional(),
  to: isoDate.optional(),
  // with: only conversations handed to a human; without: only those never handed (from 19/03/2020).
  transshipment: z.enum(['all', 'with', 'without'], { error: 'analytics.filterInvalid' }).default('all'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

export const analyticsIdentifiersQuery = analyticsQuery.extend({
  // Comma-separated identifiers to show as cards (none: the 12 most collected).
  identifiers: z
    .string()
    .max(2000, 'analytics.tooManyIdentifiers')
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length <= analyticsMaxIdentifierCards, 'analytics.tooManyIdentifiers'),
});
export const analyticsFlowQuery = analyticsQuery.extend({
  botId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'live.botNotFound')
    .optional(),
});
export const analyticsLocationParams = z.object({
  type: z.enum(analyticsLocationTypes, { error: 'analytics.locationTypeInvalid' }),
});

export const analyticsPeriod = z.object({
  preset: z.enum(analyticsPresets),
  from: z.string(),
  to: z.string(),
  granularity: z.enum(['hour', 'day']),
  timeZone: z.string(),
});
export type AnalyticsPeriod = z.output<typeof analyticsPeriod>;

// The counters of a set of conversations; averages are null when nothing was measured.
export const analyticsCounters = z.object({
  total: z.number().int(),
  finished: z.number().int(),
  abandoned: z.number().int(),
  transshipped: z.number().int(),
  attended: z.number().int(),
  satisfactionCount: z.number().int(),
  satisfactionAverage: z.number().nullable(),
  // NPS answers, their promoters and detractors, and the score (null with no answer).
  npsCount: z.number().int(),
  npsPromoters: z.number().int(),
  npsDetractors: z.number().int(),
  nps: z.number().int().nullable(),
  firstResponseCount: z.number().int(),
  firstResponseAverageMs: z.number().nullable(),
  handlingCount: z.number().int(),
  handlingAverageMs: z.number().nullable(),
  valueCents: z.number().int(),
});
export type AnalyticsCounters = z.output<typeof analyticsCounters>;

export const analyticsRow = analyticsCounters.extend({ key: z.string(), label: z.string() });
export type AnalyticsRow = z.output<typeof analyticsRow>;
export const analyticsPoint = analyticsCounters.extend({ bucket: z.string() });
export type AnalyticsPoint = z.output<typeof analyticsPoint>;

export const analyticsOverview = z.object({
  period: analyticsPeriod,
  totals: analyticsCounters,
  series: z.array(analyticsPoint),
  // Conversations per satisfaction score 0–5 (every score listed).
  satisfaction: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  statuses: z.array(analyticsRow),
});
export type AnalyticsOverview = z.output<typeof analyticsOverview>;

// A page of rows by one dimension (channels, attendants, origins, locations, identifiers…).
export const analyticsTable = z.object({ period: analyticsPeriod, rows: z.array(analyticsRow) });
export type AnalyticsTable = z.output<typeof analyticsTable>;

export const analyticsLocation = z.object({
  period: analyticsPeriod,
  countries: z.array(analyticsRow),
  states: z.array(analyticsRow),
});
export type AnalyticsLocation = z.output<typeof analyticsLocation>;

export const analyticsKnowledge = z.object({
  period: analyticsPeriod,
  answered: z.number().int(),
  unanswered: z.number().int(),
  series: z.array(z.object({ bucket: z.string(), answered: z.number().int(), unanswered: z.number().int() })),
});
export type AnalyticsKnowledge = z.output<typeof analyticsKnowledge>;
export const analyticsKnowledgeResponses = z.object({
  period: analyticsPeriod,
  rows: z.array(z.object({ questionId: z.string(), title: z.string(), count: z.number().int() })),
});
export type AnalyticsKnowledgeResponses = z.output<typeof analyticsKnowledgeResponses>;

// Where customers leave a flow: per line, the conversations that reached it and those whose flow
// stopped there (waiting for an answer that never came).
export const analyticsFlow = z.object({
  period: analyticsPeriod,
  rows: z.array(
    z.object({
      botId: z.string(),
      botName: z.string(),
      line: z.number().int(),
      reached: z.number().int(),
      stopped: z.number().int(),
    }),
  ),
});
export type AnalyticsFlow = z.output<typeof analyticsFlow>;
