import type { ContactType, CrmDefaultSection, CrmFieldType, CrmPermissions } from '@prosa/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './identity.ts';
import { contacts } from './live.ts';
import { tags } from './team.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountId = () =>
  text('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

// The CRM's sections (spec core.md §3). A default one (registration, address, professional) carries
// its key so the panel can show its name in the reader's language; it cannot be deleted.
export const crmSections = pgTable(
  'crm_sections',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    type: text('type').$type<ContactType>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    useInListing: boolean('use_in_listing').notNull().default(false),
    permissions: jsonb('permissions').$type<CrmPermissions>().notNull(),
    defaultKey: text('default_key').$type<CrmDefaultSection>(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_sections_account_idx').on(t.accountId, t.type, t.position),
    // One of each default section per account and type: creating the defaults twice is a no-op.
    uniqueIndex('crm_sections_default_key')
      .on(t.accountId, t.type, t.defaultKey)
      .where(sql`${t.defaultKey} is not null`),
  ],
);

// A section's fields. Contacts keep their values in `contacts.fields`, keyed by the field's id, so a
// field can be renamed or retokened without touching any contact.
export const crmFields = pgTable(
  'crm_fields',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    sectionId: text('section_id')
      .notNull()
      .references(() => crmSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    token: text('token').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<CrmFieldType>().notNull(),
    mask: text('mask').notNull().default(''),
    currency: text('currency').$type<'BRL' | 'USD'>(),
    placeholder: text('placeholder').notNull().default(''),
    required: boolean('required').notNull().default(false),
    groupingKey: boolean('grouping_key').notNull().default(false),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    permissions: jsonb('permissions').$type<CrmPermissions>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_fields_section_token_key').on(t.sectionId, t.token),
    index('crm_fields_account_idx').on(t.accountId),
  ],
);

export const contactTags = pgTable(
  'contact_tags',
  {
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    tagId: text('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contactId, t.tagId] }), index('contact_tags_tag_idx').on(t.tagId)],
);

// A contact's timeline: field changes (with the old and new value), notes, conversations.
export const contactEvents = pgTable(
  'contact_events',
  {
    id: text('id').primaryKey(),
    accountId: accountId(),
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'fieldChanged' | 'note' | 'conversation' | 'created' | 'merged'>().notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('contact_events_contact_idx').on(t.contactId, t.createdAt)],
);
