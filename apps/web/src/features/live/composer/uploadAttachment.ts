import type { AttachmentRef } from '@prosa/contracts';
import { api } from '../../../shared/api/api.ts';

// Answers the stored attachment; a refusal (size, format) comes back as the catalogue's ApiError.
export async function uploadAttachment(file: Blob, name: string): Promise<AttachmentRef> {
  return (await api.upload('/api/live/attachments', file, name)).attachment;
}
