import type { ConversationDetail } from '@prosa/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelBadge } from '../../../shared/ui/ChannelBadge.tsx';
import type { ConversationAction } from '../api/useConversationAction.ts';
import { useNow } from '../hooks/useNow.ts';
import { canManageGroup } from '../model/canManageGroup.ts';
import { ParticipantsList } from './ParticipantsList.tsx';
import { StatusTag } from './StatusTag.tsx';
import { TagsEditor } from './TagsEditor.tsx';
import { WindowChip } from './WindowChip.tsx';

// The drawer and the dialog load on first use, keeping /live's first download small.
const TransferDrawer = lazy(() => import('./TransferDrawer.tsx'));
const FinishDialog = lazy(() => import('./FinishDialog.tsx'));
const AddAttendantDialog = lazy(() => import('./AddAttendantDialog.tsx'));

interface Props {
  detail: ConversationDetail;
  // The member looking at the room: who manages its group of attendants depends on them.
  viewer: { userId: string; level: number };
  action: UseMutationResult<unknown, Error, ConversationAction>;
  isTheater: boolean;
  onTheaterChange: (isTheater: boolean) => void;
  panel: PanelToggle | null;
  onBack: (() => void) | null;
}

export interface PanelToggle {
  isOpen: boolean;
  onOpen: () => void;
}

const isQueued = (status: string) => status === 'queueAutomatic' || status === 'queueManual';

export function RoomHeader({ detail, viewer, action, isTheater, onTheaterChange, panel, onBack }: Props) {
  const { t } = useTranslation('live');
  const [open, setOpen] = useState<'transfer' | 'finish' | 'group' | null>(null);
  const run = (path: string, body?: unknown, method?: 'POST' | 'DELETE') =>
    action.mutateAsync({ conversationId: detail._id, path, body, method });
  // The current holder, not everyone who ever attended: after a transfer it is the new one.
  const holderName = detail.attendants.find((a) => a.id === detail.attendantId)?.name ?? null;
  const isFinished = detail.status === 'finished';
  const mayManageGroup = canManageGroup(detail, viewer.userId, viewer.level);
  const now = useNow(30_000);

  return (
    <header className="live-room-header">
      {(onBack || panel) && (
        <div className="live-room-nav">
          {onBack && (
            <Button className="live-back" onClick={onBack}>
              {t('layout.back')}
            </Button>
          )}
          {panel && (
            <Button aria-expanded={panel.isOpen} aria-haspopup="dialog" onClick={panel.onOpen}>
              {t('layout.showPanel')}
            </Button>
          )}
        </div>
      )}
      <div className="live-room-title">
        <ChannelBadge channel={detail.channel} />
        <h2>{detail.customerName}</h2>
        <StatusTag status={detail.status} />
        <WindowChip windowEndsAt={detail.windowEndsAt} channel={detail.channel} now={now} />
        <span>{t('room.protocol', { protocol: detail.protocol })}</span>
        {holderName && <span>{t('room.attendant', { name: holderName })}</span>}
        <ParticipantsList
          conversation={detail}
          userId={viewer.userId}
          canManage={mayManageGroup}
          onRemove={(userId) => run(`participants/${encodeURIComponent(userId)}`, undefined, 'DELETE')}
        />
      </div>
      <div className="live-room-actions">
        {isQueued(detail.status) && (
          <Button type="primary" data-shortcut="take" onClick={() => run('take').catch(() => undefined)}>
            {t('actions.take')}
          </Button>
        )}
        {mayManageGroup && <Button onClick={() => setOpen('group')}>{t('actions.addAttendant')}</Button>}
        {!isFinished && <Button onClick={() => setOpen('transfer')}>{t('actions.transfer')}</Button>}
        {!isFinished && (
          <Button data-shortcut="finish" onClick={() => setOpen('finish')}>
            {t('actions.finish')}
          </Button>
        )}
        {isFinished && !detail.archived && (
          <Button onClick={() => run('finish', { archive: true }).catch(() => undefined)}>
            {t('actions.archive')}
          </Button>
        )}
        <Button
          aria-pressed={detail.pinned}
          onClick={() => run('pin', { value: !detail.pinned }).catch(() => undefined)}
        >
          {t('actions.pin')}
        </Button>
        <Button
          aria-pressed={detail.muted}
          onClick={() => run('mute', { value: !detail.muted }).catch(() => undefined)}
        >
          {t('actions.mute')}
        </Button>
        <Button aria-pressed={isTheater} onClick={() => onTheaterChange(!isTheater)}>
          {t('actions.theater')}
        </Button>
      </div>
      <TagsEditor
        scope="conversation"
        tagIds={detail.tags}
        onAdd={(tagId) => run('tags', { tagId })}
        onRemove={(tagId) => run(`tags/${encodeURIComponent(tagId)}`, undefined, 'DELETE')}
      />
      <Suspense fallback={null}>
        {open === 'transfer' && (
          <TransferDrawer
            language={detail.language}
            onClose={() => setOpen(null)}
            onTransfer={async (target) => {
              await run('transfer', target);
              setOpen(null);
            }}
          />
        )}
        {open === 'group' && (
          <AddAttendantDialog
            conversation={detail}
            onClose={() => setOpen(null)}
            onAdd={async (attendantId) => {
              await run('participants', { attendantId });
              setOpen(null);
            }}
          />
        )}
        {open === 'finish' && (
          <FinishDialog
            onClose={() => setOpen(null)}
            onFinish={async (input) => {
              await run('finish', input);
              setOpen(null);
            }}
          />
        )}
      </Suspense>
    </header>
  );
}
