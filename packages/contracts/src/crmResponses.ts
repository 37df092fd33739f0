import { z } from 'zod';
import { contactTypes, crmCurrencies, crmDefaultSections, crmFieldTypes, crmRoles } from './crmConstants.ts';

// What the CRM's routes answer (crm.ts holds what they accept).
const crmPermissions = z.object({ view: z.array(z.enum(crmRoles)), edit: z.array(z.enum(crmRoles)) });

export const crmField = z.object({
  id: z.string(),
  sectionId: z.string(),
  name: z.string(),
  token: z.string(),
  description: z.string(),
  type: z.enum(crmFieldTypes),
  mask: z.string(),
  currency: z.enum(crmCurrencies).nullable(),
  placeholder: z.string(),
  required: z.boolean(),
  groupingKey: z.boolean(),
  options: z.array(z.string()),
  permissions: crmPermissions,
  // A field of a default section (name, cpf, email…): its type and token are fixed.
  isDefault: z.boolean(),
  position: z.number(),
});
export type CrmField = z.output<typeof crmField>;

export const crmSection = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(contactTypes),
  useInListing: z.boolean(),
  permissions: crmPermissions,
  defaultKey: z.enum(crmDefaultSections).nullable(),
  position: z.number(),
  // Only the fields the caller's role may view; `canEdit` says whether it may change them.
  fields: z.array(crmField),
});
export type CrmSection = z.output<typeof crmSection>;

// GET /api/crm/sections?type=person, in position order.
export const crmSectionList = z.object({ items: z.array(crmSection.extend({ canEdit: z.boolean() })) });
export type CrmSectionList = z.output<typeof crmSectionList>;

export const contactEditor = z.object({ userId: z.string(), name: z.string(), until: z.string() });
export type ContactEditor = z.output<typeof contactEditor>;

export const contact = z.object({
  id: z.string(),
  type: z.enum(contactTypes),
  // The name field's value, for lists, the inbox and the timeline.
  name: z.string(),
  // Only the fields the caller may view; the others are listed in hiddenFieldIds and never sent.
  values: z.record(z.string(), z.string()),
  hiddenFieldIds: z.array(z.string()),
  tagIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  // Who has the contact's form open (spec §4: locked while another user edits), or null.
  editingBy: contactEditor.nullish(),
});
export type Contact = z.output<typeof contact>;

export const contactListPage = z.object({
  // The fields of sections marked "use in listing" that the caller may view, in section order.
  columns: z.array(z.object({ fieldId: z.string(), name: z.string(), type: z.enum(crmFieldTypes) })),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      values: z.record(z.string(), z.string()),
      tagIds: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
  next: z.string().nullable(),
  total: z.number(),
});
export type ContactListPage = z.output<typeof contactListPage>;

// A contact's timeline, newest first: field changes (old and new value), notes, conversations.
export const contactEvent = z.object({
  id: z.string(),
  kind: z.enum(['fieldChanged', 'note', 'conversation', 'created', 'merged']),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ContactEvent = z.output<typeof contactEvent>;
export const contactTimeline = z.object({
  items: z.array(contactEvent),
  // The cursor of the next (older) page, or null on the last one.
  next: z.string().nullable(),
});
export type ContactTimeline = z.output<typeof contactTimeline>;

// POST /api/contacts/:id/notes: the note's timeline entry id.
export const contactNoteAdded = z.object({ ok: z.literal(true), id: z.string() });
