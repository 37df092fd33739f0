import { z } from 'zod';
import {
  type CrmFilterCondition,
  contactTypes,
  crmCurrencies,
  crmFieldTypes,
  crmFilterConditions,
  crmLimits,
  crmRoles,
} from './crmConstants.ts';

// The CRM (spec core.md §3 "CRM contact", "Custom CRM field", "CRM section"; §5 "Contact",
// "Custom field", "CRM dynamic filter"): people and companies whose data are field id and value
// pairs, grouped in sections. The shapes live here; the rules on values (check digits, phones per
// country, masks) are in @prosa/domain so the server and the form say the same.

const permissionsSchema = z
  .object({
    view: z.array(z.enum(crmRoles)).default([...crmRoles]),
    edit: z.array(z.enum(crmRoles)).default([...crmRoles]),
  })
  // Editing what one cannot see makes no sense: edit implies view.
  .transform((p) => ({ view: [...new Set([...p.view, ...p.edit])], edit: [...new Set(p.edit)] }));
export type CrmPermissions = z.output<typeof permissionsSchema>;

export const crmSectionInput = z.object({
  name: z
    .string({ error: 'crm.sectionNameRequired' })
    .trim()
    .min(1, 'crm.sectionNameRequired')
    .max(crmLimits.sectionName, 'crm.sectionNameTooLong'),
  description: z.string().trim().max(crmLimits.description, 'crm.descriptionTooLong').default(''),
  type: z.enum(contactTypes, { error: 'crm.typeInvalid' }),
  useInListing: z.boolean().default(false),
  permissions: permissionsSchema.default({ view: [...crmRoles], edit: [...crmRoles] }),
});
export type CrmSectionInput = z.input<typeof crmSectionInput>;

export const crmFieldInput = z.object({
  sectionId: z.string({ error: 'crm.sectionNotFound' }).min(1, 'crm.sectionNotFound'),
  name: z
    .string({ error: 'crm.fieldNameRequired' })
    .trim()
    .min(1, 'crm.fieldNameRequired')
    .max(crmLimits.fieldName, 'crm.fieldNameTooLong'),
  // What integrations, imports and flows call the field: unique within its section.
  token: z
    .string({ error: 'crm.tokenInvalid' })
    .trim()
    .max(crmLimits.token, 'crm.tokenInvalid')
    .regex(/^[a-z][a-z0-9_]*$/, 'crm.tokenInvalid'),
  description: z.string().trim().max(crmLimits.description, 'crm.descriptionTooLong').default(''),
  type: z.enum(crmFieldTypes, { error: 'crm.fieldTypeInvalid' }),
  mask: z.string().trim().max(crmLimits.mask, 'crm.maskTooLong').default(''),
  currency: z.enum(crmCurrencies, { error: 'crm.currencyInvalid' }).nullable().default(null),
  placeholder: z.string().trim().max(crmLimits.placeholder, 'crm.placeholderTooLong').default(''),
  required: z.boolean().default(false),
  // Key for grouping interactions: conversations from any channel attach to the contact whose
  // key field holds the same value (an e-mail, a phone, a document).
  groupingKey: z.boolean().default(false),
  options: z
    .array(z.string().trim().min(1, 'crm.optionEmpty').max(crmLimits.option, 'crm.optionTooLong'))
    .max(crmLimits.options, 'crm.tooManyOptions')
    .default([]),
  permissions: permissionsSchema.default({ view: [...crmRoles], edit: [...crmRoles] }),
});
export type CrmFieldInput = z.input<typeof crmFieldInput>;

export const contactInput = z.object({
  type: z.enum(contactTypes, { error: 'crm.typeInvalid' }),
  // Field id → value as typed ('' clears it). Phones in international form (+55 11 91234-5678):
  // the form composes them from the chosen country and the number.
  values: z.record(z.string(), z.string().max(crmLimits.value, 'contacts.valueTooLong')).default({}),
  tagIds: z.array(z.string()).max(crmLimits.tags, 'contacts.tooManyTags').default([]),
});
export type ContactInput = z.input<typeof contactInput>;

export const crmFilterSchema = z.object({
  fieldId: z.string().min(1, 'contacts.filterInvalid'),
  condition: z.union(
    Object.values(crmFilterConditions).map((value) => z.literal(value)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<2>,
      ...z.ZodLiteral<CrmFilterCondition>[],
    ],
    { error: 'contacts.filterInvalid' },
  ),
  value: z.string().max(crmLimits.value, 'contacts.filterInvalid').default(''),
});
export type CrmFilter = z.input<typeof crmFilterSchema>;

// GET /api/contacts?type=person&q=&sort=<fieldId|name|createdAt>&order=asc|desc&after=<cursor>
// &filters=<JSON array of CrmFilter> — keyset pagination: `after` is the page's `next`.
export const contactListQuery = z.object({
  type: z.enum(contactTypes, { error: 'crm.typeInvalid' }),
  q: z.string().trim().max(crmLimits.search, 'contacts.searchTooLong').default(''),
  sort: z.string().max(64, 'contacts.sortInvalid').default('name'),
  order: z.enum(['asc', 'desc'], { error: 'contacts.sortInvalid' }).default('asc'),
  after: z.string().max(2000, 'contacts.cursorInvalid').optional(),
  tagId: z.string().max(64).optional(),
  filters: z.array(crmFilterSchema).max(crmLimits.filters, 'contacts.filterInvalid').default([]),
});
export type ContactListQuery = z.input<typeof contactListQuery>;

// Ids are 24 hex characters (newId); anything else cannot name a row, so it is not found.
export const crmIdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'generic.notFound') });
export const crmSectionListQuery = z.object({ type: z.enum(contactTypes, { error: 'crm.typeInvalid' }) });

// PUT /api/crm/sections/:id/fields/order: every field of the section, in the new order.
export const crmFieldOrderInput = z.object({
  fieldIds: z
    .array(z.string().regex(/^[\w-]{1,64}$/, 'crm.fieldOrderInvalid'))
    .max(500, 'crm.fieldOrderInvalid'),
});

// A `conversation` entry's data: the conversation as the timeline lists it. `canOpen`: the caller
// may see it in the live chat (/live/{conversationId}).
export interface ContactConversationData {
  conversationId: string;
  channel: string;
  status: string;
  protocol: string;
  canOpen: boolean;
}
export const contactTimelineQuery = z.object({
  before: z.string().max(6200, 'contacts.cursorInvalid').optional(),
});

// PUT /api/contacts/:id/tags: the contact's whole tag list, and nothing else of it (the live chat's
// side panel tags the contact without sending its fields).
export const contactTagsInput = z.object({
  tagIds: z.array(z.string()).max(crmLimits.tags, 'contacts.tooManyTags'),
});
export const contactTagsResponse = z.object({ tagIds: z.array(z.string()) });

export const contactNoteInput = z.object({
  text: z
    .string({ error: 'contacts.noteRequired' })
    .trim()
    .min(1, 'contacts.noteRequired')
    .max(crmLimits.value, 'contacts.noteTooLong'),
});
