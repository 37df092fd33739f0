import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasSession } from '../shared/session/hasSession.ts';
import { useMe } from '../shared/session/useMe.ts';
import { Panel } from '../shared/ui/Panel.tsx';
import { appRoutes } from './router/appRoutes.ts';
import { listSettingsScreens } from './router/listSettingsScreens.ts';

// /settings: the way into each settings screen the caller may open (the sidebar has one entry).
export default function SettingsOverviewPage() {
  const { t } = useTranslation('routes');
  const me = useMe().data;
  const screens = hasSession(me) ? listSettingsScreens(appRoutes, me) : [];
  return (
    <Panel title={t('settings.overview')}>
      <nav aria-label={t('settings.overview')}>
        <ul>
          {screens.map((route) => (
            <li key={route.path}>
              <Link to={route.path}>{t(route.title)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </Panel>
  );
}
