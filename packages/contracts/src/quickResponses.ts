import { z } from 'zod';

// Quick responses are plain-text messages an attendant sends in live chat. Each belongs to its
// author; a shared one is offered to everyone in the account.
export const quickResponseInput = z.object({
  title: z
    .string({ error: 'team.quickResponseTitleRequired' })
    .trim()
    .min(1, 'team.quickResponseTitleRequired')
    .max(80, 'team.quickResponseTitleTooLong'),
  message: z
    .string({ error: 'team.quickResponseMessageRequired' })
    .trim()
    .min(1, 'team.quickResponseMessageRequired')
    .max(2000, 'team.quickResponseMessageTooLong'),
});
export type QuickResponseInput = z.input<typeof quickResponseInput>;

export const quickResponseShareInput = z.object({ shared: z.boolean({ error: 'generic.invalidInput' }) });

// `mine` tells the author's own responses apart; `editable` is what the caller may change.
export const quickResponseSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
  editable: z.boolean(),
});
export type QuickResponse = z.infer<typeof quickResponseSchema>;

export const quickResponsesResponse = z.object({ quickResponses: z.array(quickResponseSchema) });
export const quickResponseResponse = z.object({ quickResponse: quickResponseSchema });
export const quickResponseIdParams = z.object({ id: z.string().max(64) });
