import { z } from 'zod';
import { crmFilterSchema } from './crm.ts';
import {
  baseLimits,
  listChannels,
  listLimits,
  listSources,
  listStatuses,
  spreadsheetIdPattern,
} from './listConstants.ts';

// Recipient lists (/settings/lists) and spreadsheet bases (/settings/bases), spec campaigns §3
// "List: avatar, title, amount, name, e-mail, phone" and "Database: name, date, spreadsheet ID,
// page name, replace-data flag".

const listTitle = z
  .string({ error: 'lists.titleRequired' })
  .trim()
  .min(1, 'lists.titleRequired')
  .max(listLimits.title, 'lists.titleTooLong');

export const listTitleInput = z.object({ title: listTitle });
export const listIdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'lists.notFound') });

// POST /api/settings/lists/import: the file is the body (its name in X-File-Name), as the CRM's import.
export const listImportQuery = z.object({
  title: listTitle,
  channel: z.enum(listChannels, { error: 'lists.channelInvalid' }),
});

// The CRM list's own query (GET /api/contacts), its filters as an array here.
export const listFromContactsInput = z.object({
  title: listTitle,
  query: z.object({
    type: z.enum(['person', 'company'], { error: 'crm.typeInvalid' }).default('person'),
    q: z.string().max(200, 'contacts.searchTooLong').default(''),
    tagId: z.string().max(64).optional(),
    filters: z.array(crmFilterSchema).max(20, 'contacts.filterInvalid').default([]),
  }),
});

// The /conversations search as its query string (GET /api/conversations), as the export sends it.
export const listFromConversationsInput = z.object({
  title: listTitle,
  query: z.record(z.string(), z.string().max(2000, 'conversations.filterInvalid')).default({}),
});

export const listRowError = z.object({
  // The file line the row starts on, the header being line 1 (as a spreadsheet shows it).
  line: z.number(),
  // A catalogue key (errors namespace).
  code: z.string(),
});
export type ListRowError = z.output<typeof listRowError>;

export const recipientList = z.object({
  id: z.string(),
  title: z.string(),
  source: z.enum(listSources),
  // The channel a CSV list was checked for; null for lists built from the CRM or conversations.
  channel: z.enum(listChannels).nullable(),
  status: z.enum(listStatuses),
  amount: z.number(),
  withEmail: z.number(),
  withPhone: z.number(),
  totalRows: z.number(),
  processedRows: z.number(),
  errorCount: z.number(),
  errors: z.array(listRowError),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type RecipientList = z.output<typeof recipientList>;

export const recipientListResponse = z.object({ list: recipientList });
export const recipientListsResponse = z.object({ lists: z.array(recipientList) });

export const listEntriesQuery = z.object({
  after: z.coerce.number({ error: 'lists.cursorInvalid' }).int().min(0, 'lists.cursorInvalid').optional(),
});
export const listEntry = z.object({
  position: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fields: z.record(z.string(), z.string()),
});
export const listEntriesResponse = z.object({ items: z.array(listEntry), next: z.number().nullable() });

const baseName = z
  .string({ error: 'bases.nameRequired' })
  .trim()
  .min(1, 'bases.nameRequired')
  .max(baseLimits.name, 'bases.nameTooLong');

export const baseIdParams = z.object({ id: z.string().regex(/^[\w-]{1,64}$/, 'bases.notFound') });

export const spreadsheetBaseInput = z.object({
  name: baseName,
  spreadsheetId: z
    .string({ error: 'bases.spreadsheetIdInvalid' })
    .trim()
    .regex(spreadsheetIdPattern, 'bases.spreadsheetIdInvalid'),
  pageName: z
    .string({ error: 'bases.pageNameRequired' })
    .trim()
    .min(1, 'bases.pageNameRequired')
    .max(baseLimits.pageName, 'bases.pageNameRequired'),
  replaceData: z.boolean().default(true),
});

export const baseImportQuery = z.object({ name: baseName });

export const spreadsheetBase = z.object({
  id: z.string(),
  name: z.string(),
  source: z.enum(['csv', 'spreadsheet']),
  spreadsheetId: z.string().nullable(),
  pageName: z.string().nullable(),
  replaceData: z.boolean(),
  columns: z.array(z.string()),
  rowCount: z.number(),
  // The base's date: when its data was last read.
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type SpreadsheetBase = z.output<typeof spreadsheetBase>;

export const spreadsheetBaseResponse = z.object({ base: spreadsheetBase });
export const spreadsheetBasesResponse = z.object({ bases: z.array(spreadsheetBase) });
export const baseRowsQuery = listEntriesQuery;
export const baseRowsResponse = z.object({
  columns: z.array(z.string()),
  items: z.array(z.object({ position: z.number(), cells: z.array(z.string()) })),
  next: z.number().nullable(),
});
