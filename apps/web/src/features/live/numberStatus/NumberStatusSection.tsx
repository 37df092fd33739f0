import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { listNumberStatusRows, type NumberStatusRow } from './numberStatusRows.ts';
import { useNumberStatus } from './useNumberStatus.ts';
import { type NumberStatusChange, useNumberStatusAction } from './useNumberStatusAction.ts';
import './numberStatus.css';

interface Props {
  contactId: string;
  roomChannel: string;
}

// The data tab's "Número": the contact's number status per channel, with reset, block and unblock.
// Mounted only for members who may read and change it (canManageNumberStatus).
export function NumberStatusSection({ contactId, roomChannel }: Props) {
  const { t } = useTranslation('live');
  const numberStatus = useNumberStatus(contactId);
  const action = useNumberStatusAction(contactId);
  const title = t('numberStatus.title');
  const rows = numberStatus.data ? listNumberStatusRows(numberStatus.data.statuses, roomChannel) : [];
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      <ErrorAlert error={action.error ?? numberStatus.error} />
      {numberStatus.isPending && <p className="live-tab-note">{t('numberStatus.loading')}</p>}
      {rows.length > 0 && (
        <ul className="live-number-statuses" aria-label={t('numberStatus.channels')}>
          {rows.map((row) => (
            <NumberStatusItem
              key={row.channel}
              row={row}
              busy={action.isPending ? action.variables : undefined}
              onChange={(change) => action.mutate(change)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ItemProps {
  row: NumberStatusRow;
  busy: NumberStatusChange | undefined;
  onChange: (change: NumberStatusChange) => void;
}

function NumberStatusItem({ row, busy, onChange }: ItemProps) {
  const { t } = useTranslation('live');
  // Texts from the server (an unknown channel or block reason) are shown as plain text.
  const channel = row.knownChannel ? t(`numberStatus.channel.${row.knownChannel}`) : row.channel;
  const reason = row.blockReason?.known
    ? t(`numberStatus.reason.${row.blockReason.known}`)
    : row.blockReason?.text;
  const isBusy = busy !== undefined;
  const isLoading = (name: NumberStatusChange['action']) =>
    busy?.channel === row.channel && busy.action === name;
  const change = (name: NumberStatusChange['action']) => onChange({ channel: row.channel, action: name });
  return (
    <li className="live-number-status" aria-label={channel}>
      <dl>
        <div className="live-data-row">
          <dt>{t('numberStatus.channelLabel')}</dt>
          <dd>{channel}</dd>
        </div>
        <div className="live-data-row">
          <dt>{t('numberStatus.statusLabel')}</dt>
          <dd>{t(`numberStatus.status.${row.status}`)}</dd>
        </div>
        {reason && (
          <div className="live-data-row">
            <dt>{t('numberStatus.reasonLabel')}</dt>
            <dd>{reason}</dd>
          </div>
        )}
      </dl>
      {row.actions.length > 0 && (
        <Space wrap>
          {row.actions.includes('reset') && (
            <Button
              size="small"
              aria-label={t('numberStatus.resetLabel', { channel })}
              disabled={isBusy}
              loading={isLoading('reset')}
              onClick={() => change('reset')}
            >
              {t('numberStatus.reset')}
            </Button>
          )}
          {row.actions.includes('block') && (
            <Popconfirm
              title={t('numberStatus.blockQuestion', { channel })}
              okText={t('numberStatus.block')}
              cancelText={t('numberStatus.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => change('block')}
            >
              <Button
                danger
                size="small"
                aria-label={t('numberStatus.blockLabel', { channel })}
                disabled={isBusy}
                loading={isLoading('block')}
              >
                {t('numberStatus.block')}
              </Button>
            </Popconfirm>
          )}
          {row.actions.includes('unblock') && (
            <Button
              size="small"
              aria-label={t('numberStatus.unblockLabel', { channel })}
              disabled={isBusy}
              loading={isLoading('unblock')}
              onClick={() => change('unblock')}
            >
              {t('numberStatus.unblock')}
            </Button>
          )}
        </Space>
      )}
    </li>
  );
}
