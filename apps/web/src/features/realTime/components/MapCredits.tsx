import { useTranslation } from 'react-i18next';

// Where the boundaries come from. The Brazil map's licence (CC BY 4.0) asks for its authors, the
// licence and the changes made to be named wherever it is shown; NOTICE.md says the same.
export function MapCredits() {
  const { t } = useTranslation('realTime');
  return (
    <p className="p-secondary rt-map-credits">
      {t('mapCredits')} <a href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.
    </p>
  );
}
