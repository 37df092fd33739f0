import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const sections = ['behavior', 'messages', 'departments'] as const;

// The three live chat settings screens, one link each.
export function LiveSettingsNav() {
  const { t } = useTranslation('liveSettings');
  return (
    <nav aria-label={t('nav.label')} className="live-nav">
      {sections.map((section) => (
        <NavLink key={section} to={`/settings/live/${section}`}>
          {t(`nav.${section}`)}
        </NavLink>
      ))}
    </nav>
  );
}
