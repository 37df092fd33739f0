import type { ContactImport, ContactImportKeyBehaviour, ContactType } from '@prosa/contracts';
import { api } from '../../../shared/api/api.ts';

export interface ContactImportUpload {
  file: File;
  type: ContactType;
  keyBehaviour: ContactImportKeyBehaviour;
  listName: string;
}

// The import's options travel in the query string, the file as the body; answers the queued
// import, and a refusal (type, size, no name column…) comes back as the catalogue's ApiError.
export function uploadContactImport({ file, ...options }: ContactImportUpload): Promise<ContactImport> {
  return api.upload('/api/contact-imports', file, file.name, { query: options });
}
