import type { ContactImport, ContactImportKeyBehaviour, ContactType } from '@prosa/contracts';
import { uploadFile } from '../../../shared/api/apiRequest.ts';

export interface ContactImportUpload {
  file: File;
  type: ContactType;
  keyBehaviour: ContactImportKeyBehaviour;
  listName: string;
}

// The import's options travel in the query string, the file as the body; answers the queued
// import, and a refusal (type, size, no name column…) comes back as the catalogue's ApiError.
export function uploadContactImport({ file, ...options }: ContactImportUpload): Promise<ContactImport> {
  return uploadFile<ContactImport>(
    `/api/contact-imports?${new URLSearchParams({ ...options })}`,
    file,
    file.name,
  );
}
