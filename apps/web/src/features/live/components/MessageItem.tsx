import type { LiveMessage } from '@prosa/contracts';
import { displayedDeliveryStatus } from '@prosa/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/ApiError.ts';
import { errorText } from '../../../shared/api/errorText.ts';
import { formatDateTime } from '../../../shared/format/formatDateTime.ts';
import { AttachmentView } from '../../../shared/ui/AttachmentView.tsx';
import type { PendingSend } from '../model/pendingSends.ts';
import { DeliveryTick } from './DeliveryTick.tsx';

type Props =
  | { message: LiveMessage; pending?: never; onRetry?: never }
  | { message?: never; pending: PendingSend; onRetry: () => void };

// One message: its sender, time, text (as text, never HTML), attachment and, for outgoing ones,
// the delivery state. A send the server has not stored yet shows as sending or not submitted.
export function MessageItem({ message, pending, onRetry }: Props) {
  const { t, i18n } = useTranslation('live');
  const sender = message?.sender ?? 'attendant';
  const isOutgoing = sender === 'attendant';
  const isAutomatic = sender === 'bot' || sender === 'system';
  const classes = ['live-message', `live-message-${sender}`, isAutomatic && 'live-message-automatic']
    .filter(Boolean)
    .join(' ');
  const createdAt = message?.createdAt ?? pending?.createdAt ?? '';
  const author = message?.authorName || t(`sender.${sender}`);
  return (
    <li className={classes}>
      <div className="live-message-meta">
        <span className="live-message-author">{author}</span>
        <time dateTime={createdAt}>{formatDateTime(createdAt, i18n.language)}</time>
      </div>
      {(message?.text ?? pending?.text) && (
        <p className="live-message-text">{message?.text ?? pending?.text}</p>
      )}
      {message?.attachment && <AttachmentView attachment={message.attachment} />}
      {pending?.attachmentId && <span className="live-message-text">{t('room.attachmentPending')}</span>}
      {message && isOutgoing && <DeliveryTick status={displayedDeliveryStatus(message.statuses)} />}
      {pending && pending.state !== 'refused' && (
        <DeliveryTick
          status={pending.state}
          onRetry={pending.state === 'notSubmitted' ? onRetry : undefined}
        />
      )}
      {pending?.state === 'refused' && pending.errorCode && (
        <p role="alert" className="live-message-error">
          {errorText(t, new ApiError(400, pending.errorCode, pending.errorCode))}
        </p>
      )}
    </li>
  );
}
