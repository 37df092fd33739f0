import { z } from 'zod';
import {
  contactImportKeyBehaviours,
  contactImportLimits,
  contactImportStatuses,
} from './contactImportConstants.ts';
import { contactTypes } from './crmConstants.ts';

// CRM import and export (spec core.md §3 "CRM import"): a CSV or XLSX file of people or companies
// imported as a job, and the filtered contact list exported as CSV or XLSX.

// The upload's options travel as query parameters: the body is the file itself.
export const contactImportQuery = z.object({
  type: z.enum(contactTypes, { error: 'crm.typeInvalid' }),
  keyBehaviour: z.enum(contactImportKeyBehaviours, { error: 'contactImport.keyBehaviourInvalid' }),
  listName: z.string().trim().max(contactImportLimits.listName, 'contactImport.listNameTooLong').default(''),
});
export type ContactImportQuery = z.input<typeof contactImportQuery>;

export const contactImportRowError = z.object({
  // The row's number in the file, the header being row 1 (as a spreadsheet shows it).
  row: z.number(),
  // The column's title in the file (the field's name when the column is missing).
  column: z.string(),
  // The field's section, which the catalogue's messages name.
  section: z.string(),
  // A catalogue key (errors namespace).
  code: z.string(),
});
export type ContactImportRowError = z.output<typeof contactImportRowError>;

export const contactImport = z.object({
  id: z.string(),
  type: z.enum(contactTypes),
  name: z.string(),
  listName: z.string(),
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  status: z.enum(contactImportStatuses),
  keyBehaviour: z.enum(contactImportKeyBehaviours),
  totalRows: z.number(),
  processedRows: z.number(),
  importedCount: z.number(),
  createdCount: z.number(),
  updatedCount: z.number(),
  errorCount: z.number(),
  errors: z.array(contactImportRowError),
  failure: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ContactImport = z.output<typeof contactImport>;

// GET /api/contact-imports?type=person → the account's latest imports, newest first.
export const contactImportList = z.object({ items: z.array(contactImport) });
export type ContactImportList = z.output<typeof contactImportList>;
