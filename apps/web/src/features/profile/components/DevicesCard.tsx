import type { Session } from '@prosa/contracts';
import { Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
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

  const sessionList = sessions.data ?? [];
  return (
    <Panel title={t('devices.title')}>
      {(sessions.isError || revoke.isError) && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={sessions.error ?? revoke.error} />
        </div>
      )}
      {/* A handful of rows: a plain table, without Ant Design Table's sorting, filters and paging. */}
      <div className="p-table-wrap">
        <table className="p-table">
          <thead>
            <tr>
              <th scope="col">{t('devices.device')}</th>
              <th scope="col">{t('devices.ip')}</th>
              <th scope="col">{t('devices.lastSeen')}</th>
              <th scope="col">{t('devices.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.isPending && (
              <tr>
                <td colSpan={4}>{t('loading')}</td>
              </tr>
            )}
            {sessionList.map((session) => (
              <tr key={session.id}>
                <td>
                  <span title={session.device}>{deviceName(session)}</span>{' '}
                  {session.isCurrent && <Tag color="green">{t('devices.current')}</Tag>}
                </td>
                <td>{session.ip}</td>
                <td>
                  <time dateTime={session.lastSeenAt}>{dateTime.format(new Date(session.lastSeenAt))}</time>
                </td>
                <td>
                  {!session.isCurrent && (
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
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
