import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { countOnline } from '../../shared/realtime/countOnline.ts';
import { mergeAttendants } from '../../shared/realtime/mergeAttendants.ts';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';

const AttendantsPanel = lazyPage('AttendantsPanel', () => import('./AttendantsPanel.tsx'));

// The account's users the caller may see and their statuses: the stored ones, then what is heard
// live. The count includes the user themself when they are online.
export function AttendantsDrawer({ userName }: { userName: string }) {
  const { t } = useTranslation('shell');
  const { presence } = useRealtime();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const members = useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get('/api/team/members')).members,
  });
  const others = mergeAttendants(members.data, presence.attendants, presence.currentUserId);
  const online = countOnline(others, presence.shown);

  return (
    <>
      <Button
        type="text"
        icon={<TeamOutlined aria-hidden />}
        onClick={() => {
          setIsOpen(true);
          setWasOpened(true);
        }}
      >
        {t('attendants.open', { count: online })}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <AttendantsPanel
            open={isOpen}
            others={others}
            self={{
              userId: presence.currentUserId,
              name: userName,
              status: presence.shown,
              reason: presence.reason,
            }}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
