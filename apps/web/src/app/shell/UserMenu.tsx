import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { Me } from '@prosa/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from './useLogout.ts';

export function UserMenu({ me, onBeforeLogout }: { me: Me; onBeforeLogout: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useLogout();

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('logout'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate('/profile');
          if (key === 'logout') {
            onBeforeLogout();
            logout.mutate();
          }
        },
      }}
    >
      <Button type="text" aria-label={t('userMenu', { name: me.user.name })} loading={logout.isPending}>
        {me.user.avatar ? (
          <img src={me.user.avatar} alt="" width={24} height={24} style={{ borderRadius: '50%' }} />
        ) : (
          <UserOutlined aria-hidden />
        )}
        <span>{me.user.name}</span>
      </Button>
    </Dropdown>
  );
}
