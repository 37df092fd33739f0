import { useQuery } from '@tanstack/react-query';
import { Badge, Drawer, Empty, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';
import { mergeAttendants } from '../../shared/realtime/mergeAttendants.ts';
import type { AttendantPresence } from '../../shared/realtime/presenceReducer.ts';
import { describeStatus } from './describeStatus.ts';

interface Props {
  open: boolean;
  heard: Record<string, AttendantPresence>;
  currentUserId: string;
  onClose: () => void;
}

// The drawer itself, loaded the first time it opens: the members the server lets the caller see
// (all, or those sharing a department), with the statuses heard live.
export default function AttendantsPanel({ open, heard, currentUserId, onClose }: Props) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const members = useQuery({
    queryKey: ['team', 'members'],
    queryFn: async () => (await api.get('/api/team/members')).members,
    enabled: open,
  });
  const attendants = mergeAttendants(members.data, heard, currentUserId);
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
