import type { BroadcastDispatch } from '@prosa/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

// The status a dispatch shows, marked when a member stopped it.
export function DispatchStatusTag({
  dispatch,
}: {
  dispatch: Pick<BroadcastDispatch, 'status' | 'stoppedAt'>;
}) {
  const { t } = useTranslation('broadcast');
  const status = t(`dispatchStatus.${dispatch.status}`);
  return dispatch.stoppedAt ? (
    <Tag color="orange">{t('dispatches.stoppedStatus', { status })}</Tag>
  ) : (
    <Tag>{status}</Tag>
  );
}
