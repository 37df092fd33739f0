import { Badge, Drawer, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AttendantRow } from '../../shared/realtime/mergeAttendants.ts';
import { describeStatus } from './describeStatus.ts';

interface Props {
  open: boolean;
  others: AttendantRow[];
  // The user themself, listed first.
  self: AttendantRow;
  onClose: () => void;
}

// The drawer itself, loaded the first time it opens: the user, then the members the server lets
// the caller see (all, or those sharing a department), with the statuses heard live.
export default function AttendantsPanel({ open, others, self, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const attendants = [self, ...others];
  return (
    <Drawer title={t('attendants.title')} open={open} onClose={onClose}>
      {attendants.length === 0 ? (
        <Empty description={t('attendants.empty')} />
      ) : (
        <ul aria-label={t('attendants.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {attendants.map((attendant) => {
            const shownName = attendant.name ?? t('attendants.unnamed', { id: attendant.userId.slice(-6) });
            const name = attendant === self ? t('attendants.you', { name: shownName }) : shownName;
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
