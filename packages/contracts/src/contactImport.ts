import { z } from 'zod';
import {
  type ContactImportKeyBehaviour,
  type ContactImportStatus,
  contactImportKeyBehaviours,
  contactImportLimits,
} from './contactImportConstants.ts';
import { type ContactType, contactTypes } from './crmConstants.ts';

// CRM import and export (spec core.md §3 "CRM import"): a CSV or XLSX file of people or companies
// imported as a job, and the filtered contact list exported as CSV or XLSX.

// The upload's options travel as query parameters: the body is the file itself.
export const contactImportQuery = z.object({
  type: z.enum(contactTypes, { error: 'crm.typeInvalid' }),
  keyBehaviour: z.enum(contactImportKeyBehaviours, { error: 'contactImport.keyBehaviourInvalid' }),
  listName: z.string().trim().max(contactImportLimits.listName, 'contactImport.listNameTooLong').default(''),
});
export type ContactImportQuery = z.input<typeof contactImportQuery>;

export interface ContactImportRowError {
  // The row's number in the file, the header being row 1 (as a spreadsheet shows it).
  row: number;
  // The column's title in the file (the field's name when the column is missing).
  column: string;
  // The field's section, which the catalogue's messages name.
  section: string;
  // A catalogue key (errors namespace).
  code: string;
}

export interface ContactImport {
  id: string;
  type: ContactType;
  name: string;
  listName: string;
  author: { id: string; name: string } | null;
  status: ContactImportStatus;
  keyBehaviour: ContactImportKeyBehaviour;
  totalRows: number;
  processedRows: number;
  importedCount: number;
  createdCount: number;
  updatedCount: number;
  errorCount: number;
  errors: ContactImportRowError[];
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
}

// GET /api/contact-imports?type=person → the account's latest imports, newest first.
export interface ContactImportList {
  items: ContactImport[];
}
