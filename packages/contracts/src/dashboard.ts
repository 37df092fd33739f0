import { z } from 'zod';

export const changeLogEntrySchema = z.object({
  id: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  title: z.string(),
  body: z.string(),
});

export const dashboardResponse = z.object({
  plan: z.string(),
  consumption: z.object({ used: z.number().int(), franchise: z.number().int() }),
  aiCredits: z.number(),
  changeLog: z.array(changeLogEntrySchema),
});
export type Dashboard = z.infer<typeof dashboardResponse>;

// Satisfaction survey (NPS, 0 to 10). A phone is asked only when the user wants to be contacted.
export const feedbackRequest = z
  .object({
    score: z.number().int().min(0).max(10),
    comment: z.string().trim().min(1).max(2000),
    wantsContact: z.boolean().default(false),
    phone: z
      .string()
      .regex(/^\+?\d{8,16}$/)
      .nullable()
      .default(null),
  })
  .refine((v) => !v.wantsContact || v.phone !== null, { message: 'feedback.invalid', path: ['phone'] });

export const deleteAccountRequest = z.object({ confirmation: z.string().max(200) });
