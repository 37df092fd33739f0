import type { AttachmentRef } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import './attachmentView.css';

// A message's attachment, read through the live chat's file route (members see the files of the
// conversations the view rule shows them): an image inline, anything else as a download link; the file name is shown as text.
export function AttachmentView({ attachment }: { attachment: AttachmentRef }) {
  const { t } = useTranslation();
  const url = `/api/live/attachments/${encodeURIComponent(attachment.id)}`;
  if (attachment.kind === 'image') {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={attachment.name} className="p-attachment-image" />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" download={attachment.name}>
      {t('attachments.download', { name: attachment.name })}
    </a>
  );
}
