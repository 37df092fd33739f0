import { Composer } from '../composer/Composer.tsx';

interface Props {
  conversationId: string;
  canSend: boolean;
  onSend: (input: { text: string; attachmentId?: string | null }) => void;
  onTyping: (isTyping: boolean) => void;
}

// The room's message box: the composer (quick responses, attachments, audio), its keystrokes
// announced to the customer as typing.
export function RoomComposer({ onTyping, ...props }: Props) {
  return (
    <div className="live-composer">
      <Composer {...props} onTyping={onTyping} />
    </div>
  );
}
