import { Composer } from '../composer/Composer.tsx';
import { useNow } from '../hooks/useNow.ts';
import { ClosedWindowNotice } from '../hsm/ClosedWindowNotice.tsx';
import { windowLeft } from '../model/windowLeft.ts';

interface Props {
  conversationId: string;
  canSend: boolean;
  lockedNote: string | null;
  // The room's channel and its 24-hour window (the conversation's summary).
  room: { channel: string; channelId: string | null; windowEndsAt: string | null };
  onSend: (input: { text: string; attachmentId?: string | null }) => void;
  onTyping: (isTyping: boolean) => void;
}

// The room's message box: the composer (quick responses, attachments, audio), its keystrokes
// announced to the customer as typing. Once a provider channel's window has closed (it ticks over
// while the room is open) only a template reaches the customer: the notice that sends one instead.
export function RoomComposer({ onTyping, room, ...props }: Props) {
  const now = useNow(30_000);
  const isClosed = windowLeft(room.windowEndsAt, room.channel, now)?.kind === 'closed';
  if (props.canSend && isClosed && room.channelId)
    return <ClosedWindowNotice conversationId={props.conversationId} channelId={room.channelId} />;
  return (
    <div className="live-composer">
      <Composer {...props} channel={room.channel} onTyping={onTyping} />
    </div>
  );
}
