import { TeamOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';
import { describeStatus } from './describeStatus.ts';

const AttendantsPanel = lazyPage('AttendantsPanel', () => import('./AttendantsPanel.tsx'));

// The account's other users and the status each last announced since this panel opened.
export function AttendantsDrawer() {
  const { t } = useTranslation('shell');
  const { presence } = useRealtime();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const attendants = Object.values(presence.attendants);
  const online = attendants.filter((attendant) => describeStatus(attendant.status).name === 'online').length;

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
            heard={presence.attendants}
            currentUserId={presence.currentUserId}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
