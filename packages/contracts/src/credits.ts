import { z } from 'zod';

// Issue 18, credits and the monthly franchise (spec core §3, campaigns §9; decisions.md credits).

// What the ledger charges for. Each send says its kind and its units (a message, an SMS segment, an
// e-mail, a generative query); the account's price table turns units into credits.
export const creditKinds = ['whatsappTemplate', 'sms', 'email', 'generativeQuery'] as const;
export type CreditKind = (typeof creditKinds)[number];

// decisions.md: WhatsApp template 1 credit per message (live chat and broadcast alike), SMS 1 per
// segment, generative query 1; e-mail counts against the monthly franchise only, never credits.
export const defaultCreditPrices: Record<CreditKind, number> = {
  whatsappTemplate: 1,
  sms: 1,
  email: 0,
  generativeQuery: 1,
};

// Purchased credits expire after 6 months unless the account's plan says never (decisions.md).
export const defaultCreditValidityMonths = 6;
// The free plan's monthly, non-cumulative credits for AI (spec campaigns §9).
export const freePlanMonthlyAiCredits = 100;

export const franchiseStates = ['normal', 'ending', 'exceeded'] as const;
export type FranchiseState = (typeof franchiseStates)[number];
// From this share of the month's franchise used, the franchise is "ending" (docs/decisions.md).
export const franchiseEndingShare = 0.8;

export const creditLotSchema = z.object({
  id: z.string(),
  source: z.enum(['purchase', 'monthlyAi']),
  credits: z.number().int(),
  remaining: z.number().int(),
  startsAt: z.string(),
  // null: never expires.
  expiresAt: z.string().nullable(),
});
export type CreditLot = z.infer<typeof creditLotSchema>;

export const franchiseSchema = z.object({
  used: z.number().int(),
  franchise: z.number().int(),
  state: z.enum(franchiseStates),
});

export const creditRequestSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  note: z.string(),
  requestedBy: z.string(),
  status: z.enum(['open', 'done']),
  createdAt: z.string(),
});

export const creditsResponse = z.object({
  // Purchased credits usable now (the monthly AI credits are apart: they pay generative queries only).
  balance: z.number().int(),
  aiCredits: z.number().int(),
  prices: z.record(z.enum(creditKinds), z.number().int()),
  lots: z.array(creditLotSchema),
  franchise: franchiseSchema,
  // Units and credits charged per month and kind, newest month first (the last 12 months).
  history: z.array(
    z.object({
      month: z.string(),
      kind: z.enum(creditKinds),
      units: z.number().int(),
      credits: z.number().int(),
    }),
  ),
  requests: z.array(creditRequestSchema),
});
export type CreditsOverview = z.infer<typeof creditsResponse>;

const requestInvalid = 'credits.requestInvalid';
export const creditRequestBody = z.object({
  credits: z
    .number({ error: requestInvalid })
    .int(requestInvalid)
    .min(1, requestInvalid)
    .max(1_000_000, requestInvalid),
  note: z.string({ error: requestInvalid }).trim().max(500, requestInvalid).default(''),
});
export type CreditRequestInput = z.infer<typeof creditRequestBody>;
