import { useTranslation } from 'react-i18next';

// The knowledge issue fills this tab (suggested answers from the knowledge bases); until then it says so.
export function IntelligenceTab() {
  const { t } = useTranslation('live');
  return <p className="live-tab-note">{t('room.intelligenceLater')}</p>;
}
