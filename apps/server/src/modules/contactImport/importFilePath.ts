import { join } from 'node:path';

// Where an import's upload waits for its job, beside the attachments in the data directory; it is
// removed once the import ends.
export const importFilePath = (dataDir: string, accountId: string, importId: string) =>
  join(dataDir, 'contact-imports', accountId, importId);
