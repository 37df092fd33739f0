import { useTranslation } from 'react-i18next';

// Shown while a screen's code or the session loads. Drawn by index.html's stylesheet, so the first
// screen does not wait for (or download) a spinner component.
export function FullPageSpin() {
  const { t } = useTranslation();
  return (
    <div className="prosa-loading" role="status">
      <span className="prosa-loading-dot" aria-hidden="true" />
      <span className="prosa-visually-hidden">{t('loading')}</span>
    </div>
  );
}
