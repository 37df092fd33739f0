import { TeamOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../shared/realtime/useRealtime.ts';
import { describeStatus } from './describeStatus.ts';

// The account's other users and the status each last announced since this panel opened.
export function AttendantsDrawer() {
  const { t } = useTranslation('shell');
  const { presence } = useRealtime();
  const [isOpen, setIsOpen] = useState(false);
  const attendants = Object.values(presence.attendants);
  const online = attendants.filter((attendant) => describeStatus(attendant.status).name === 'online').length;

  return (
    <>
      <Button type="text" icon={<TeamOutlined aria-hidden />} onClick={() => setIsOpen(true)}>
        {t('attendants.open', { count: online })}
      </Button>
      <Drawer title={t('attendants.title')} open={isOpen} onClose={() => setIsOpen(false)}>
        {attendants.length === 0 ? (
          <Empty description={t('attendants.empty')} />
        ) : (
          <ul aria-label={t('attendants.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {attendants.map((attendant) => {
              const name = attendant.name ?? t('attendants.unnamed', { id: attendant.userId.slice(-6) });
              const { name: statusName, badge } = describeStatus(attendant.status);
              const status = t(`presence.${statusName}`);
              return (
                <li key={attendant.userId} aria-label={t('attendants.item', { name, status })}>
                  <Flex justify="space-between" gap={8} style={{ padding: '8px 0' }}>
                    <Badge status={badge} text={name} />
                    <Typography.Text type="secondary">
                      {attendant.reason ? `${status}: ${attendant.reason}` : status}
                    </Typography.Text>
                  </Flex>
                </li>
              );
            })}
          </ul>
        )}
      </Drawer>
    </>
  );
}
