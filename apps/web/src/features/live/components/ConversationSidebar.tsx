import { type ConversationSummary, levels, type Me } from '@prosa/contracts';
import { App, Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useBulkTransfer } from '../api/useBulkTransfer.ts';
import { useConversationAction } from '../api/useConversationAction.ts';
import { type ListFilters, type LiveBox, useConversations } from '../api/useConversations.ts';
import { useAttendantSettings } from '../hooks/useAttendantSettings.ts';
import { useLiveAlerts } from '../hooks/useLiveAlerts.ts';
import { useNow } from '../hooks/useNow.ts';
import { useTimerNotifications } from '../hooks/useTimerNotifications.ts';
import { HsmButton } from '../hsm/HsmButton.tsx';
import { addArrival, type NewArrivals, noArrivals, seeBox, seeConversation } from '../model/newArrivals.ts';
import { timerAlertKind } from '../model/timerAlertKind.ts';
import { BoxTabs } from './BoxTabs.tsx';
import { CheckInControl } from './CheckInControl.tsx';
import { ConversationItem } from './ConversationItem.tsx';
import { ListFiltersBar } from './ListFiltersBar.tsx';
import { NewConversationButton } from './NewConversationButton.tsx';
import { NotificationsButton } from './NotificationsButton.tsx';

const TransferDrawer = lazy(() => import('./TransferDrawer.tsx'));
const boxIndex: Record<LiveBox, number> = { inbox: 0, queue: 1, all: 2, finished: 3 };

interface Props {
  me: Me;
  openId: string | null;
  // Out of sight (theater mode, or the room alone on a tablet) but still listening for arrivals.
  isHidden: boolean;
  onShowShortcuts: () => void;
}

// Inbox, queue, all and finished, filtered and sorted; managers and administrators select several
// conversations to transfer at once. A new conversation is announced whatever box is open: a
// toast, the bell of the attendant's settings, and a badge on its box until they look.
export function ConversationSidebar({ me, openId, isHidden, onShowShortcuts }: Props) {
  const { t } = useTranslation('live');
  const settings = useAttendantSettings();
  const [box, setBox] = useState<LiveBox>('inbox');
  const [filters, setFilters] = useState<ListFilters>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [isTransferOpen, setTransferOpen] = useState(false);
  const [arrivals, setArrivals] = useState<NewArrivals>(noArrivals);
  const { notification } = App.useApp();
  const navigate = useNavigate();
  // What the attendant takes themself (here or in the open room) is not news to them.
  const takenHere = useRef(new Set<string>());
  const openRef = useRef(openId);
  openRef.current = openId;
  const lists = useConversations({ ...filters, sort: filters.sort ?? settings.sortType });
  const take = useConversationAction();
  const bulk = useBulkTransfer();
  const now = useNow();
  const canBulkTransfer = me.level <= levels.manager;
  const current = lists[boxIndex[box]];
  const known = lists.flatMap((list) => list.data ?? []);
  useLiveAlerts(me.user.id, known, (summary) => {
    const isOwnTake =
      summary.attendantId === me.user.id &&
      (takenHere.current.has(summary._id) || openRef.current === summary._id);
    if (isOwnTake) return;
    setArrivals((previous) => addArrival(previous, summary));
    const key = `live-new-${summary._id}`;
    notification.info({
      key,
      placement: 'bottomRight',
      title: t('notify.newConversation', { name: summary.customerName }),
      description: summary.lastMessage?.text,
      actions: (
        <Button
          size="small"
          type="primary"
          onClick={() => {
            notification.destroy(key);
            void navigate(`/live/${summary._id}`);
          }}
        >
          {t('notify.open')}
        </Button>
      ),
    });
  });
  useEffect(() => {
    if (openId) setArrivals((previous) => seeConversation(previous, openId));
  }, [openId]);
  useTimerNotifications(me.user.id, known, now);
  const highlightMinutes = timerAlertKind(settings) === 'highlight' ? settings.exhibitionAlertTime : null;

  const toggle = (summary: ConversationSummary, isChecked: boolean) =>
    setSelected((ids) => (isChecked ? [...ids, summary._id] : ids.filter((id) => id !== summary._id)));

  return (
    <aside className="live-sidebar" aria-label={t('list.title')} hidden={isHidden}>
      <BoxTabs
        box={box}
        counts={lists.map((list) => list.data?.length ?? null)}
        fresh={{ inbox: arrivals.inbox.length, queue: arrivals.queue.length }}
        onChange={(next) => {
          setBox(next);
          setArrivals((previous) => seeBox(previous, next));
          setSelected([]);
        }}
      />
      <ListFiltersBar filters={filters} sortType={settings.sortType} onChange={setFilters} />
      <NotificationsButton />
      <NewConversationButton />
      <HsmButton />
      <CheckInControl />
      <Button type="link" size="small" className="live-shortcuts-button" onClick={onShowShortcuts}>
        {t('list.shortcuts')}
      </Button>
      {canBulkTransfer && selected.length > 0 && (
        <Button onClick={() => setTransferOpen(true)}>
          {t('list.transferSelected', { count: selected.length })}
        </Button>
      )}
      <ErrorAlert error={current?.error ?? take.error ?? bulk.error} />
      {bulk.data && bulk.data.refused.length > 0 && (
        <p role="status">{t('list.bulkRefused', { count: bulk.data.refused.length })}</p>
      )}
      <ul className="live-list" aria-label={t(`box.${box}`)}>
        {current?.data?.length === 0 && <li className="live-list-empty">{t('list.empty')}</li>}
        {current?.data?.map((summary) => (
          <ConversationItem
            key={summary._id}
            summary={summary}
            isOpen={summary._id === openId}
            now={now}
            alertMinutes={highlightMinutes}
            isSelected={canBulkTransfer ? selected.includes(summary._id) : undefined}
            onSelect={(isChecked) => toggle(summary, isChecked)}
            onTake={() => {
              takenHere.current.add(summary._id);
              return take
                .mutateAsync({ conversationId: summary._id, path: 'take' })
                .then(() => {
                  // Taken is opened, and found where it now is: the inbox.
                  setBox('inbox');
                  void navigate(`/live/${summary._id}`);
                })
                .catch(() => undefined);
            }}
          />
        ))}
      </ul>
      {isTransferOpen && (
        <Suspense fallback={null}>
          <TransferDrawer
            language={null}
            onClose={() => setTransferOpen(false)}
            onTransfer={async (target) => {
              await bulk.mutateAsync({ ...target, conversationIds: selected });
              setSelected([]);
              setTransferOpen(false);
            }}
          />
        </Suspense>
      )}
    </aside>
  );
}
