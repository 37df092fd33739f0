// Recipient lists and spreadsheet bases (spec campaigns §3, §5), zod-free so the panel's screens
// and the domain's CSV rules read them without the validator.

// The channel a CSV list is imported for decides its required column (spec §5): e-mail needs the
// e-mail column, SMS and WhatsApp the phone column, and WhatsApp phones carry the country code.
export const listChannels = ['email', 'sms', 'whatsapp'] as const;
export type ListChannel = (typeof listChannels)[number];

// Where a list's entries came from.
export const listSources = ['csv', 'crm', 'conversations'] as const;
export type ListSource = (typeof listSources)[number];

// A list built by import fills in the background; the others are ready at once.
export const listStatuses = ['importing', 'ready', 'failed'] as const;
export type ListStatus = (typeof listStatuses)[number];

export const listLimits = {
  title: 80,
  // The general upload note (campaigns §9): 20 MB.
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  // Skipped rows kept to be shown; the count covers them all.
  keptErrors: 100,
  entriesPageSize: 50,
} as const;

export const baseLimits = {
  name: 80,
  pageName: 100,
  maxBytes: 20 * 1024 * 1024,
  maxRows: 200_000,
  rowsPageSize: 50,
} as const;

// A spreadsheet's ID as the spreadsheet service writes it in its links: letters, digits, - and _,
// 20 to 100 of them (Google's are 44). Anything else cannot name a spreadsheet.
export const spreadsheetIdPattern = /^[A-Za-z0-9_-]{20,100}$/;
