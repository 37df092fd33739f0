import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useMe } from '../../shared/session/useMe.ts';
import { ConversationSidebar } from './components/ConversationSidebar.tsx';
import { NoRoomSelected } from './components/NoRoomSelected.tsx';
import { RoomView } from './components/RoomView.tsx';
import { ShortcutsDialog } from './components/ShortcutsDialog.tsx';
import { useLiveShortcuts } from './hooks/useLiveShortcuts.ts';
import './components/live.css';

// The attendant's screen: the boxes of conversations on the left, the open room on the right.
// Theater mode hides the list and widens the room. The keyboard drives both (useLiveShortcuts).
export default function LivePage() {
  const { id } = useParams();
  const me = useMe().data;
  const [isTheater, setTheater] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const page = useRef<HTMLDivElement>(null);
  useLiveShortcuts(page, () => setHelpOpen(true));
  if (!me) return null;
  return (
    <div ref={page} className={isTheater ? 'live-layout live-theater' : 'live-layout'}>
      {!isTheater && (
        <ConversationSidebar me={me} openId={id ?? null} onShowShortcuts={() => setHelpOpen(true)} />
      )}
      {id ? (
        <RoomView key={id} conversationId={id} me={me} isTheater={isTheater} onTheaterChange={setTheater} />
      ) : (
        <NoRoomSelected />
      )}
      <ShortcutsDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
