import { z } from 'zod';

// A lead: a data collection that got an e-mail or a phone (campaigns-flows-knowledge.md §3).
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

// GET /api/leads (the /people screen): all the account's leads, newest first, 50 a page with a
// keyset cursor; `q` searches name, e-mail and phone, `botId` keeps one chatbot's.
export const leadListQuery = z.object({
  q: z.string().trim().max(200, 'leads.searchTooLong').default(''),
  botId: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'live.botNotFound')
    .optional(),
  after: z.string().max(200, 'leads.cursorInvalid').optional(),
});
export type LeadListQuery = z.input<typeof leadListQuery>;

export interface LeadListItem extends LeadSummary {
  bot: { id: string; name: string };
  // The linked CRM contact's name and type (null: no contact, or it was deleted).
  contactName: string | null;
  contactType: 'person' | 'company' | null;
}
export interface LeadListPage {
  items: LeadListItem[];
  next: string | null;
}

// GET /api/leads/:id (/people/{id}): the lead with its chatbot, its conversation, what the bot
// collected in it, and the CRM contact it is linked to.
export interface LeadDetail extends LeadListItem {
  conversation: { id: string; protocol: string; channel: string; status: string; createdAt: string };
  collected: Record<string, string>;
  contact: { id: string; name: string; type: 'person' | 'company' } | null;
}
