import { Badge, Drawer, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendantPresence } from '../../shared/realtime/presenceReducer.ts';
import { describeStatus } from './describeStatus.ts';

interface Props {
  open: boolean;
  attendants: AttendantPresence[];
  onClose: () => void;
}

// The drawer itself, loaded the first time it opens.
export default function AttendantsPanel({ open, attendants, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  return (
    <Drawer title={t('attendants.title')} open={open} onClose={onClose}>
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
                  <span style={{ color: token.colorTextSecondary }}>
                    {attendant.reason ? `${status}: ${attendant.reason}` : status}
                  </span>
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Drawer>
  );
}
