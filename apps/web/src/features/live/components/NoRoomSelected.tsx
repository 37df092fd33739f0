import { useTranslation } from 'react-i18next';

export function NoRoomSelected() {
  const { t } = useTranslation('live');
  return (
    <section className="live-room live-room-empty" aria-label={t('room.none')}>
      <p>{t('room.none')}</p>
    </section>
  );
}
