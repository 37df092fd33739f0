import type { BroadcastDispatch } from '@prosa/contracts';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { useDeleteDispatch, useDuplicateDispatch, useStopDispatch } from '../api/useBroadcast.ts';
import { StopDispatchButton } from './StopDispatchButton.tsx';

interface Props {
  dispatch: BroadcastDispatch;
  onEdit: () => void;
  duplicate: ReturnType<typeof useDuplicateDispatch>;
  stop: ReturnType<typeof useStopDispatch>;
  remove: ReturnType<typeof useDeleteDispatch>;
}

const neverSent = (status: BroadcastDispatch['status']) => status === 'draft' || status === 'ready';

// A dispatch row's actions for those who may send: edit a draft or a recurring one (editing one
// stops it until sent again), duplicate any, stop one that is scheduled or sending (asking first,
// saying who will not get it), delete one never sent. Each label names the dispatch.
export function DispatchRowActions({ dispatch, onEdit, duplicate, stop, remove }: Props) {
  const { t } = useTranslation('broadcast');
  const { id, name, status } = dispatch;
  return (
    <Space size="small" wrap>
      {(neverSent(status) || dispatch.cron) && (
        <Button size="small" aria-label={t('dispatches.editNamed', { name })} onClick={onEdit}>
          {t('dispatches.edit')}
        </Button>
      )}
      <Button
        size="small"
        aria-label={t('dispatches.duplicateNamed', { name })}
        loading={duplicate.isPending && duplicate.variables === id}
        onClick={() => duplicate.mutate(id)}
      >
        {t('dispatches.duplicate')}
      </Button>
      <StopDispatchButton dispatch={dispatch} stop={stop} />
      {neverSent(status) && (
        <Popconfirm
          title={t('dispatches.deleteQuestion', { name })}
          okText={t('dispatches.deleteConfirm')}
          cancelText={t('dispatches.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(id).catch(() => undefined)}
        >
          <Button danger size="small" aria-label={t('dispatches.deleteNamed', { name })}>
            {t('dispatches.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
