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

const contactType = z.enum(['person', 'company']);
export const leadListItem = leadSummary.extend({
  bot: z.object({ id: z.string(), name: z.string() }),
  // The linked CRM contact's name and type (null: no contact, or it was deleted).
  contactName: z.string().nullable(),
  contactType: contactType.nullable(),
});
export type LeadListItem = z.output<typeof leadListItem>;
export const leadListPage = z.object({ items: z.array(leadListItem), next: z.string().nullable() });
export type LeadListPage = z.output<typeof leadListPage>;

// GET /api/leads/:id (/people/{id}): the lead with its chatbot, its conversation, what the bot
// collected in it, and the CRM contact it is linked to.
export const leadDetail = leadListItem.extend({
  conversation: z.object({
    id: z.string(),
    protocol: z.string(),
    channel: z.string(),
    status: z.string(),
    createdAt: z.string(),
  }),
  collected: z.record(z.string(), z.string()),
  contact: z.object({ id: z.string(), name: z.string(), type: contactType }).nullable(),
});
export type LeadDetail = z.output<typeof leadDetail>;
