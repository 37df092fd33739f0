import { type BroadcastDispatch, broadcastCountsSchema } from '@prosa/contracts';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import {
  useBroadcastDispatches,
  useDeleteDispatch,
  useDuplicateDispatch,
  useStopDispatch,
} from '../api/useBroadcast.ts';
import { DispatchForm } from './DispatchForm.tsx';
import { DispatchRowActions } from './DispatchRowActions.tsx';
import { DispatchSchedule } from './DispatchSchedule.tsx';
import { DispatchStatusTag } from './DispatchStatusTag.tsx';

const countNames = Object.keys(broadcastCountsSchema.shape) as Array<
  keyof typeof broadcastCountsSchema.shape
>;

// The latest dispatches with where their recipients stand, when they go (a schedule, or a
// recurrence's next occurrence), whether a member stopped them, and for those who may send their
// actions (DispatchRowActions).
export function DispatchesTable({ canSend = false }: { canSend?: boolean }) {
  const { t } = useTranslation('broadcast');
  const dispatches = useBroadcastDispatches();
  const duplicate = useDuplicateDispatch();
  const stop = useStopDispatch();
  const remove = useDeleteDispatch();
  const [editing, setEditing] = useState<BroadcastDispatch | null>(null);
  const rows = dispatches.data?.dispatches ?? [];
  const timeZone = dispatches.data?.timeZone ?? 'America/Sao_Paulo';
  return (
    <>
      <ErrorAlert error={dispatches.error ?? duplicate.error ?? stop.error ?? remove.error} />
      <PlainTable
        headers={[
          t('dispatches.name'),
          t('dispatches.status'),
          t('dispatches.when'),
          ...countNames.map((name) => t(`counts.${name}`)),
          ...(canSend ? [t('dispatches.actions')] : []),
        ]}
        isLoading={dispatches.isLoading}
        isEmpty={rows.length === 0}
        loadingText={t('loading')}
        emptyText={t('dispatches.empty')}
      >
        {rows.map((dispatch) => (
          <tr key={dispatch.id}>
            <td>
              <Link to={`/broadcast/${dispatch.id}`}>{dispatch.name}</Link>
            </td>
            <td>
              <DispatchStatusTag dispatch={dispatch} />
            </td>
            <td>
              <DispatchSchedule dispatch={dispatch} timeZone={timeZone} />
            </td>
            {countNames.map((name) => (
              <td key={name}>{dispatch.counts[name]}</td>
            ))}
            {canSend && (
              <td>
                <DispatchRowActions
                  dispatch={dispatch}
                  onEdit={() => setEditing(dispatch)}
                  duplicate={duplicate}
                  stop={stop}
                  remove={remove}
                />
              </td>
            )}
          </tr>
        ))}
      </PlainTable>
      <Modal
        open={editing !== null}
        title={t('dispatchForm.editTitle', { name: editing?.name ?? '' })}
        footer={null}
        destroyOnHidden
        width={720}
        onCancel={() => setEditing(null)}
      >
        {editing && <DispatchForm draft={editing} timeZone={timeZone} onSaved={() => setEditing(null)} />}
      </Modal>
    </>
  );
}
