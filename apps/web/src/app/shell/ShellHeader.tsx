import type { Me } from '@prosa/contracts';
import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { DarkModeSwitch } from './DarkModeSwitch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  me: Me;
  // Presence controls, from the realtime layer.
  presence?: ReactNode;
  onBeforeLogout: () => void;
}

export function ShellHeader({ me, presence, onBeforeLogout }: Props) {
  const { token } = theme.useToken();
  return (
    <Layout.Header style={{ background: token.colorBgContainer, paddingInline: 16 }}>
      <Flex align="center" justify="end" gap={12} style={{ height: '100%' }} wrap>
        {presence}
        <LanguageMenu me={me} />
        <DarkModeSwitch />
        <UserMenu me={me} onBeforeLogout={onBeforeLogout} />
      </Flex>
    </Layout.Header>
  );
}
