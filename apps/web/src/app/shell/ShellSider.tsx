import {
  BarChartOutlined,
  BellOutlined,
  BulbOutlined,
  CloudServerOutlined,
  CommentOutlined,
  ContactsOutlined,
  CrownOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  RobotOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { Me } from '@prosa/contracts';
import { Layout, Menu, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSimulatorChannels } from '../../shared/simulator/useSimulatorChannels.ts';
import { isRouteVisible } from '../router/isRouteVisible.ts';
import { isScreenBuilt } from '../router/isScreenBuilt.ts';
import { type MenuEntry, menuEntries, simulatorEntry } from './menuEntries.ts';
import { selectMenuKey } from './selectMenuKey.ts';

const icons: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  live: <MessageOutlined />,
  conversations: <CommentOutlined />,
  contacts: <ContactsOutlined />,
  people: <TeamOutlined />,
  realTime: <EyeOutlined />,
  analytics: <BarChartOutlined />,
  bots: <RobotOutlined />,
  knowledge: <BulbOutlined />,
  genai: <ThunderboltOutlined />,
  broadcast: <NotificationOutlined />,
  library: <FolderOpenOutlined />,
  kanban: <ProjectOutlined />,
  notification: <BellOutlined />,
  settings: <SettingOutlined />,
  internal: <CrownOutlined />,
  servers: <CloudServerOutlined />,
  help: <QuestionCircleOutlined />,
  simulator: <ExperimentOutlined />,
};

// The built screens of the modules the account has enabled, as far as the user's level and
// permissions may see them.
export function ShellSider({ me }: { me: Me }) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const hasSimulator = useSimulatorChannels(me).isSuccess;
  const entries = menuEntries
    .filter((entry) => isScreenBuilt(entry.path) && isRouteVisible(entry, me))
    .flatMap((entry): MenuEntry[] =>
      hasSimulator && entry.key === 'settings' ? [simulatorEntry, entry] : [entry],
    );
  const selected = selectMenuKey(pathname, entries);
  // Below 992 px the menu narrows to its icons (each names itself in a tooltip) instead of
  // vanishing behind a floating button that covered the page's first words.
  const [isNarrow, setIsNarrow] = useState(false);

  return (
    <Layout.Sider
      theme="light"
      breakpoint="lg"
      collapsedWidth={80}
      collapsed={isNarrow}
      onBreakpoint={setIsNarrow}
      trigger={null}
      width={232}
    >
      <div style={{ padding: isNarrow ? '16px 8px' : '16px 24px', textAlign: isNarrow ? 'center' : 'start' }}>
        <div style={{ fontSize: isNarrow ? 16 : 20, fontWeight: 600 }}>{t('common:appName')}</div>
        <div style={{ color: token.colorTextSecondary }} hidden={isNarrow}>
          {me.account.name}
        </div>
      </div>
      <nav aria-label={t('mainMenu')}>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          style={{ borderInlineEnd: 0 }}
          items={entries.map((entry) => ({
            key: entry.key,
            icon: icons[entry.key],
            label: <Link to={entry.path}>{t(`menu.${entry.key}`)}</Link>,
          }))}
        />
      </nav>
    </Layout.Sider>
  );
}
