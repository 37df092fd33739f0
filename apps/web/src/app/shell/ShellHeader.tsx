import type { Me } from '@prosa/contracts';
import { Flex, Layout, theme } from 'antd';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';
import { AttendantsDrawer } from './AttendantsDrawer.tsx';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { PresenceSelector } from './PresenceSelector.tsx';
import { UserMenu } from './UserMenu.tsx';

export function ShellHeader({ me }: { me: Me }) {
  const { token } = theme.useToken();
  const { disconnect } = useRealtime();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 16 }}>
      <Flex align="center" justify="end" gap={12} style={{ height: '100%' }} wrap>
        <AttendantsDrawer userName={me.user.name} />
        <PresenceSelector />
        <LanguageMenu me={me} />
        <DarkModeSwitch />
        <UserMenu me={me} onBeforeLogout={disconnect} />
      </Flex>
    </Layout.Header>
  );
}
