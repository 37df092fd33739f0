import type { AttachmentRef } from '@prosa/contracts';
import { ApiError } from '../../../shared/api/ApiError.ts';

const csrfToken = () => {
  const cookie = document.cookie.split('; ').find((part) => part.startsWith('prosa_csrf='));
  return cookie ? decodeURIComponent(cookie.slice('prosa_csrf='.length)) : null;
};

// Sends the raw file (not JSON, not multipart: the server streams the body to disk) and answers
// the stored attachment; a refusal comes back as the catalogue's ApiError.
export async function uploadAttachment(file: Blob, name: string): Promise<AttachmentRef> {
  const headers: Record<string, string> = {
    'content-type': file.type || 'application/octet-stream',
    'x-file-name': encodeURIComponent(name),
  };
  const csrf = csrfToken();
  if (csrf) headers['x-csrf-token'] = csrf;
  let response: Response;
  try {
    response = await fetch('/api/live/attachments', {
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
  return (data as { attachment: AttachmentRef }).attachment;
}
