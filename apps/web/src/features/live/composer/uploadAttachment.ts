import type { AttachmentRef } from '@prosa/contracts';
import { uploadFile } from '../../../shared/api/apiRequest.ts';

// Answers the stored attachment; a refusal (size, format) comes back as the catalogue's ApiError.
export async function uploadAttachment(file: Blob, name: string): Promise<AttachmentRef> {
  return (await uploadFile<{ attachment: AttachmentRef }>('/api/live/attachments', file, name)).attachment;
}
