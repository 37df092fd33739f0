import { z } from 'zod';
import { franchiseSchema } from './credits.ts';

export const changeLogEntrySchema = z.object({
  id: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  title: z.string(),
  body: z.string(),
});

export const dashboardResponse = z.object({
  plan: z.string(),
  consumption: franchiseSchema,
  // What a generative query may spend (purchased plus the month's free AI credits), and the
  // purchased balance that pays messages.
  aiCredits: z.number(),
  credits: z.number().int(),
  changeLog: z.array(changeLogEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

// Satisfaction survey (NPS, 0 to 10). A phone is asked only when the user wants to be contacted.
// Every field error is the survey's own catalogue text ("give a score from 0 to 10 and a comment").
const invalid = 'feedback.invalid';
export const feedbackRequest = z
  .object({
    score: z.number({ error: invalid }).int(invalid).min(0, invalid).max(10, invalid),
    comment: z.string({ error: invalid }).trim().min(1, invalid).max(2000, invalid),
    wantsContact: z.boolean({ error: invalid }).default(false),
    phone: z
      .string({ error: invalid })
      .regex(/^\+?\d{8,16}$/, invalid)
      .nullable()
      .default(null),
  })
  .refine((v) => !v.wantsContact || v.phone !== null, { message: invalid, path: ['phone'] });

export const deleteAccountRequest = z.object({ confirmation: z.string().max(200) });
