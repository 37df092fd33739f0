import { QuestionCircleOutlined } from '@ant-design/icons';
import { Breadcrumb, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { AppRoute } from '../router/appRoutes.ts';

// The shell's breadcrumbs (spec §2): where the page sits, its title, a help link and its path.
export function PageHeading({ route }: { route: AppRoute }) {
  const { t } = useTranslation('routes');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const title = t(route.title);
  const area = t(`areas.${route.area}`);

  return (
    <header style={{ marginBottom: 16 }}>
      <Breadcrumb
        aria-label={t('shell:breadcrumb')}
        items={[
          { key: 'home', title: <Link to="/dashboard">{t('common:appName')}</Link> },
          ...(area === title ? [] : [{ key: 'area', title: area }]),
          { key: 'page', title },
        ]}
      />
      <Flex align="center" gap={16} wrap style={{ marginTop: 8 }}>
        <h1 style={{ margin: 0, fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>{title}</h1>
        <Link to="/help">
          <QuestionCircleOutlined aria-hidden /> {t('shell:help')}
        </Link>
        <span>
          <span className="prosa-visually-hidden">{t('shell:path')}: </span>
          <code
            style={{
              padding: '0 6px',
              color: token.colorTextSecondary,
              background: token.colorFillTertiary,
              borderRadius: token.borderRadiusSM,
            }}
          >
            {pathname}
          </code>
        </span>
      </Flex>
    </header>
  );
}
