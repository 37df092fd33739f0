// The CRM import's plain choices and limits, zod-free: the contacts list's import dialog imports
// them without bringing the contract's schemas (contactImport.ts) along.

export const contactImportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ContactImportStatus = (typeof contactImportStatuses)[number];

// What a row matching an existing contact by a key field does: keep the stored values (only empty
// fields are filled) or replace them with the imported ones.
export const contactImportKeyBehaviours = ['keep', 'replace'] as const;
export type ContactImportKeyBehaviour = (typeof contactImportKeyBehaviours)[number];

export const contactExportFormats = ['csv', 'xlsx'] as const;
export type ContactExportFormat = (typeof contactExportFormats)[number];

export const contactImportLimits = {
  // The upload's size and the rows a file may hold; larger files are refused before any write.
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  // Skipped rows kept on the record; the count covers them all.
  keptErrors: 500,
  // The list becomes a tag of the imported contacts: a tag's title limit.
  listName: 60,
} as const;
