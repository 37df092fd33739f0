import { join } from 'node:path';

// Where a list import's upload waits for its job, beside the CRM's imports in the data directory;
// it is removed once the import ends.
export const listImportFilePath = (dataDir: string, accountId: string, listId: string) =>
  join(dataDir, 'list-imports', accountId, listId);
