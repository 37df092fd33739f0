import { languages } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../shared/i18n/i18n.ts';

// Before signing in the choice lives in this browser only; once signed in, the user's own
// language (stored on the server) wins.
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset aria-label={t('language')} className="p-row p-fieldset">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          className="p-button p-button-small p-button-text"
          aria-pressed={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {t(`languages.${language}`)}
        </button>
      ))}
    </fieldset>
  );
}
