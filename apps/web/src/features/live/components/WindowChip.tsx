import { useTranslation } from 'react-i18next';
import { windowLeft } from '../model/windowLeft.ts';

interface Props {
  windowEndsAt: string | null;
  channel: string;
  now: number;
}

// The 24-hour window's remaining time on a WhatsApp conversation; nothing on webchat.
export function WindowChip({ windowEndsAt, channel, now }: Props) {
  const { t } = useTranslation('live');
  const left = windowLeft(windowEndsAt, channel, now);
  if (!left) return null;
  return (
    <span className={left.kind === 'closed' ? 'live-chip live-chip-late' : 'live-chip'}>
      {left.kind === 'closed'
        ? t('window.closed')
        : t('window.left', { hours: left.hours, minutes: String(left.minutes).padStart(2, '0') })}
    </span>
  );
}
