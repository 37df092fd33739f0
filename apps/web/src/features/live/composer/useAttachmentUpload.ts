import type { AttachmentRef } from '@prosa/contracts';
import { checkAttachment } from '@prosa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../shared/api/errorText.ts';
import { uploadAttachment } from './uploadAttachment.ts';

// Checks a file against the attachment rules before spending the upload (the server checks again),
// then stores it. Refusals, ours or the server's, become the catalogue's text through `onProblem`.
export function useAttachmentUpload(onProblem: (text: string) => void) {
  const { t } = useTranslation('composer');
  const [isUploading, setIsUploading] = useState(false);

  async function upload(file: File): Promise<AttachmentRef | null> {
    const check = checkAttachment({ mime: file.type, size: file.size });
    if (!check.ok) {
      onProblem(t(`errors:${check.code}`));
      return null;
    }
    setIsUploading(true);
    try {
      return await uploadAttachment(file, file.name || 'file');
    } catch (error) {
      onProblem(errorText(t, error));
      return null;
    } finally {
      setIsUploading(false);
    }
  }

  return { isUploading, upload };
}
