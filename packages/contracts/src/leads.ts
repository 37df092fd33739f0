import { z } from 'zod';

// GET /api/bots/:botId/leads: the chatbot's latest leads (a data collection that got an e-mail or a
// phone, campaigns-flows-knowledge.md §3), newest first.
export const leadSummary = z.object({
  id: z.string(),
  conversationId: z.string(),
  contactId: z.string().nullable(),
  line: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type LeadSummary = z.output<typeof leadSummary>;

export const leadsResponse = z.object({ items: z.array(leadSummary) });
export type LeadsResponse = z.output<typeof leadsResponse>;
