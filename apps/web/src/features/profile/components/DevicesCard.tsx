import type { Session } from '@prosa/contracts';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useRevokeSession } from '../api/useRevokeSession.ts';
import { useSessions } from '../api/useSessions.ts';
import { describeDevice } from '../describeDevice.ts';

// Where the account is open. Revoking another device ends its session and sockets at once.
export function DevicesCard() {
  const { t, i18n } = useTranslation('profile');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const deviceName = (session: Session) => {
    const { browser, os } = describeDevice(session.device);
    if (browser && os) return t('devices.browserOnSystem', { browser, os });
    return browser ?? os ?? t('devices.unknown');
  };

  return (
    <Card title={t('devices.title')} aria-label={t('devices.title')} role="region">
      {(sessions.isError || revoke.isError) && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={sessions.error ?? revoke.error} />
        </div>
      )}
      <Table<Session>
        rowKey="id"
        size="small"
        loading={sessions.isPending}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          {
            key: 'device',
            title: t('devices.device'),
            render: (_, session) => (
              <>
                <Typography.Text title={session.device}>{deviceName(session)}</Typography.Text>{' '}
                {session.isCurrent && <Tag color="green">{t('devices.current')}</Tag>}
              </>
            ),
          },
          { key: 'ip', title: t('devices.ip'), dataIndex: 'ip' },
          {
            key: 'lastSeenAt',
            title: t('devices.lastSeen'),
            render: (_, session) => (
              <time dateTime={session.lastSeenAt}>{dateTime.format(new Date(session.lastSeenAt))}</time>
            ),
          },
          {
            key: 'actions',
            title: t('devices.actions'),
            render: (_, session) =>
              session.isCurrent ? null : (
                <Popconfirm
                  title={t('devices.revokeQuestion', { device: deviceName(session) })}
                  okText={t('devices.revokeConfirm')}
                  cancelText={t('devices.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutateAsync(session.id).catch(() => undefined)}
                >
                  <Button
                    danger
                    size="small"
                    aria-label={t('devices.revokeLabel', { device: deviceName(session), ip: session.ip })}
                  >
                    {t('devices.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
