import type { Me } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { useConversation } from '../api/useConversation.ts';
import { useConversationAction } from '../api/useConversationAction.ts';
import { useRoomMessages } from '../hooks/useRoomMessages.ts';
import { useRoomSignals } from '../hooks/useRoomSignals.ts';
import { composerAccess } from '../model/composerAccess.ts';
import { DataTab } from './DataTab.tsx';
import { IntelligenceTab } from './IntelligenceTab.tsx';
import { MessageList } from './MessageList.tsx';
import { NavigationTab } from './NavigationTab.tsx';
import { RoomComposer } from './RoomComposer.tsx';
import { type PanelToggle, RoomHeader } from './RoomHeader.tsx';

const isQueued = (status: string) => status === 'queueAutomatic' || status === 'queueManual';
const roomTabs = ['conversation', 'intelligence', 'navigation', 'data'] as const;
type RoomTab = (typeof roomTabs)[number];

interface Props {
  conversationId: string;
  me: Me;
  isTheater: boolean;
  onTheaterChange: (isTheater: boolean) => void;
  // The side panel as a drawer (narrow windows): the header's button opens it. Null: it is on show.
  panel: PanelToggle | null;
  // One pane at a time (a tablet): the header's way back to the list. Null: the list is on show.
  onBack: (() => void) | null;
}

// One conversation: its header and actions, and the tabs conversation, intelligence, navigation, data.
export function RoomView({ conversationId, me, isTheater, onTheaterChange, panel, onBack }: Props) {
  const { t } = useTranslation('live');
  const [tab, setTab] = useState<RoomTab>('conversation');
  const conversation = useConversation(conversationId);
  const action = useConversationAction();
  const room = useRoomMessages(conversationId);
  const signals = useRoomSignals(conversationId, room.messages);
  const detail = conversation.data;
  if (!detail) {
    return (
      <section className="live-room" aria-label={t('room.title')}>
        {onBack && (
          <Button className="live-back" onClick={onBack}>
            {t('layout.back')}
          </Button>
        )}
        <ErrorAlert error={conversation.error} />
      </section>
    );
  }
  const access = composerAccess(detail, me.user.id);
  // One reason the box is locked: a finished room reads "finished" only; a queued one asks to be taken.
  const readOnlyNote = {
    send: null,
    finished: t('room.readOnlyFinished'),
    notAttendant: isQueued(detail.status) ? t('room.readOnlyQueued') : t('room.readOnlyNotAttendant'),
    paused: t('room.readOnlyPaused'),
  }[access];

  return (
    <section className="live-room" aria-label={t('room.named', { name: detail.customerName })}>
      <RoomHeader
        detail={detail}
        viewer={{ userId: me.user.id, level: me.level }}
        action={action}
        isTheater={isTheater}
        onTheaterChange={onTheaterChange}
        panel={panel}
        onBack={onBack}
      />
      <ErrorAlert error={action.error ?? room.loadError} />
      <div role="tablist" aria-label={t('room.tabs')} className="live-tabs">
        {roomTabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`live-tab-${name}`}
            aria-selected={name === tab}
            aria-controls="live-tabpanel"
            className="live-tab"
            onClick={() => setTab(name)}
          >
            {t(`room.tab.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="live-tabpanel" aria-labelledby={`live-tab-${tab}`} className="live-tabpanel">
        {tab === 'conversation' && (
          <>
            <MessageList messages={room.messages} pending={room.pending} onRetry={room.retry} />
            {signals.isCustomerTyping && (
              <p className="live-typing" role="status">
                {t('room.typing', { name: detail.customerName })}
              </p>
            )}
            <RoomComposer
              conversationId={conversationId}
              canSend={access === 'send'}
              lockedNote={readOnlyNote}
              room={detail}
              onSend={room.send}
              onTyping={signals.announceTyping}
            />
          </>
        )}
        {tab === 'intelligence' && <IntelligenceTab />}
        {tab === 'navigation' && <NavigationTab pages={detail.navigation} />}
        {tab === 'data' && <DataTab detail={detail} viewerLevel={me.level} />}
      </div>
    </section>
  );
}
