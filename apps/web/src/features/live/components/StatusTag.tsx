import type { RoomStatusName } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

export function StatusTag({ status }: { status: RoomStatusName }) {
  const { t } = useTranslation('live');
  return <span className={`live-chip live-status-${status}`}>{t(`status.${status}`)}</span>;
}
