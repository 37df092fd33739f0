import { QuestionCircleOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AppRoute } from '../router/appRoutes.ts';
import { isScreenBuilt } from '../router/isScreenBuilt.ts';
import { menuEntries } from './menuEntries.ts';

// The shell's breadcrumbs (spec §2): the trail to the page above its title, and the help link.
// The trail ends at the page's area (the heading names the page itself), and the help link shows
// once there is a help screen to open.
export function PageHeading({ route }: { route: AppRoute }) {
  const { t } = useTranslation('routes');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const title = t(route.title);
  const area = t(`areas.${route.area}`);
  const areaPath = menuEntries.find((entry) => entry.area === route.area)?.path;
  const areaLink = areaPath && areaPath !== pathname && isScreenBuilt(areaPath) ? areaPath : undefined;

  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb
        aria-label={t('shell:breadcrumb')}
        items={[
          { key: 'home', title: <Link to="/dashboard">{t('common:appName')}</Link> },
          ...(area === title
            ? []
            : [{ key: 'area', title: areaLink ? <Link to={areaLink}>{area}</Link> : area }]),
        ]}
      />
      <Flex align="center" gap={16} wrap style={{ marginTop: 8 }}>
        <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>{title}</h1>
        {isScreenBuilt('/help') && (
          <Link to="/help">
            <QuestionCircleOutlined aria-hidden /> {t('shell:help')}
          </Link>
        )}
      </Flex>
    </header>
  );
}
