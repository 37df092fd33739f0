import { PushpinFilled, SoundOutlined } from '@ant-design/icons';
import type { ConversationSummary } from '@prosa/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelBadge } from '../../../shared/ui/ChannelBadge.tsx';
import { isAwaitingTooLong, minutesAwaiting } from '../model/isAwaitingTooLong.ts';
import { StatusTag } from './StatusTag.tsx';
import { WindowChip } from './WindowChip.tsx';

interface Props {
  summary: ConversationSummary;
  isOpen: boolean;
  now: number;
  // The timer alert's minutes when the attendant chose the highlight, else null.
  alertMinutes: number | null;
  // Undefined when the attendant may not select conversations for a bulk transfer.
  isSelected: boolean | undefined;
  onSelect: (isChecked: boolean) => void;
  onTake: () => void;
}

const isQueued = (status: string) => status === 'queueAutomatic' || status === 'queueManual';

// One conversation in a box. Every customer-written value is rendered as text by React.
export function ConversationItem({
  summary,
  isOpen,
  now,
  alertMinutes,
  isSelected,
  onSelect,
  onTake,
}: Props) {
  const { t } = useTranslation('live');
  const isLate = alertMinutes !== null && isAwaitingTooLong(summary.awaitingSince, alertMinutes, now);
  const classes = ['live-item', isOpen && 'live-item-open', isLate && 'live-item-late']
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes}>
      {isSelected !== undefined && (
        <input
          type="checkbox"
          aria-label={t('list.select', { name: summary.customerName })}
          checked={isSelected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      )}
      <Link to={`/live/${summary._id}`} className="live-item-link" aria-current={isOpen ? 'page' : undefined}>
        <span className="live-item-top">
          <ChannelBadge channel={summary.channel} />
          <span className="live-item-name">{summary.customerName}</span>
          {summary.pinned && <PushpinFilled role="img" aria-label={t('list.pinned')} />}
          {summary.muted && <SoundOutlined role="img" aria-label={t('list.muted')} className="live-muted" />}
        </span>
        <span className="live-item-last">{summary.lastMessage?.text ?? ''}</span>
        <span className="live-item-meta">
          <StatusTag status={summary.status} />
          <WindowChip windowEndsAt={summary.windowEndsAt} channel={summary.channel} now={now} />
          {summary.archived && <span className="live-chip">{t('list.archived')}</span>}
          {summary.queuePosition !== null && (
            <span className="live-chip">{t('list.queuePosition', { position: summary.queuePosition })}</span>
          )}
          {isLate && summary.awaitingSince && (
            <span className="live-chip live-chip-late" role="status">
              {t('list.awaiting', { minutes: minutesAwaiting(summary.awaitingSince, now) })}
            </span>
          )}
        </span>
      </Link>
      {isQueued(summary.status) && (
        <Button
          size="small"
          type="primary"
          onClick={onTake}
          aria-label={t('actions.takeNamed', { name: summary.customerName })}
        >
          {t('actions.take')}
        </Button>
      )}
    </li>
  );
}
