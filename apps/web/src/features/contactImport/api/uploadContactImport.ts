import type { ContactImport, ContactImportKeyBehaviour, ContactType } from '@prosa/contracts';
import { ApiError } from '../../../shared/api/ApiError.ts';

const csrfToken = () => {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('prosa_csrf='));
  return cookie ? decodeURIComponent(cookie.slice('prosa_csrf='.length)) : null;
};

export interface ContactImportUpload {
  file: File;
  type: ContactType;
  keyBehaviour: ContactImportKeyBehaviour;
  listName: string;
}

// Sends the raw file (not JSON, not multipart) with the options in the query string and answers
// the queued import; a refusal (type, size, no name column…) comes back as the catalogue's ApiError.
export async function uploadContactImport({ file, ...options }: ContactImportUpload): Promise<ContactImport> {
  const headers: Record<string, string> = {
    'content-type': file.type || 'application/octet-stream',
    'x-file-name': encodeURIComponent(file.name),
  };
  const csrf = csrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  let response: Response;
  try {
    response = await fetch(`/api/contact-imports?${new URLSearchParams({ ...options })}`, {
      method: 'POST',
      headers,
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'generic.connection', 'connection');
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data?.error;
    throw new ApiError(
      response.status,
      error?.code ?? 'generic.unexpected',
      error?.message ?? response.statusText,
      error?.details,
    );
  }
  return data as ContactImport;
}
