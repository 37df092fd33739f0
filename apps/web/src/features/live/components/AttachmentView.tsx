import type { AttachmentRef } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

// An image inline, anything else as a download link; the file name is shown as text.
export function AttachmentView({ attachment }: { attachment: AttachmentRef }) {
  const { t } = useTranslation('live');
  const url = `/api/live/attachments/${encodeURIComponent(attachment.id)}`;
  if (attachment.kind === 'image') {
    return (
      <a href={url} target="_blank" rel="noreferrer">
        <img src={url} alt={attachment.name} className="live-attachment-image" />
      </a>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" download={attachment.name}>
      {t('room.attachment', { name: attachment.name })}
    </a>
  );
}
