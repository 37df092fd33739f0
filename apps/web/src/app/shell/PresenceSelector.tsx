import { liveStatus } from '@prosa/contracts';
import { Badge, Button, Dropdown } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPage } from '../../shared/chunks/lazyPage.ts';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';
import { describeStatus } from './describeStatus.ts';

const AwayReasonModal = lazyPage('AwayReasonModal', () => import('./AwayReasonModal.tsx'));

const choices = [liveStatus.online, liveStatus.away, liveStatus.offline] as const;

// The user's own presence: online, away (with a reason) or offline.
export function PresenceSelector() {
  const { t } = useTranslation('shell');
  const { presence, chooseStatus } = useRealtime();
  const [isAsking, setIsAsking] = useState(false);
  const shown = describeStatus(presence.shown);

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: choices.map((status) => {
            const { name, badge } = describeStatus(status);
            return { key: String(status), label: <Badge status={badge} text={t(`presence.${name}`)} /> };
          }),
          onClick: ({ key }) => {
            const status = Number(key);
            if (status === liveStatus.away) setIsAsking(true);
            else if (status === liveStatus.online || status === liveStatus.offline) chooseStatus(status);
          },
        }}
      >
        <Button type="text" aria-label={t('presence.label', { status: t(`presence.${shown.name}`) })}>
          <Badge status={shown.badge} text={t(`presence.${shown.name}`)} />
        </Button>
      </Dropdown>
      {isAsking && (
        <Suspense fallback={null}>
          <AwayReasonModal
            open
            onCancel={() => setIsAsking(false)}
            onConfirm={(reason) => {
              setIsAsking(false);
              chooseStatus(liveStatus.away, reason);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
