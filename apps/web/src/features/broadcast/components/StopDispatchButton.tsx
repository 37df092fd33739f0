import type { BroadcastDispatch } from '@prosa/contracts';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useStopDispatch } from '../api/useBroadcast.ts';

interface Props {
  dispatch: Pick<BroadcastDispatch, 'id' | 'name' | 'status' | 'cron'>;
  stop: ReturnType<typeof useStopDispatch>;
}

// Stops a scheduled or sending dispatch, asking first and saying who will not receive it; nothing
// for a dispatch in any other state. The label names the dispatch.
export function StopDispatchButton({ dispatch, stop }: Props) {
  const { t } = useTranslation('broadcast');
  const { id, name, status } = dispatch;
  if (status !== 'scheduled' && status !== 'processing') return null;
  return (
    <Popconfirm
      title={t('dispatches.stopQuestion', { name })}
      description={t(dispatch.cron ? 'dispatches.stopRecurringEffect' : 'dispatches.stopEffect')}
      okText={t('dispatches.stopConfirm')}
      cancelText={t('dispatches.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => stop.mutateAsync(id).catch(() => undefined)}
    >
      <Button
        danger
        size="small"
        aria-label={t('dispatches.stopNamed', { name })}
        loading={stop.isPending && stop.variables === id}
      >
        {t('dispatches.stop')}
      </Button>
    </Popconfirm>
  );
}
