import type { LiveMessage } from '@prosa/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingSend } from '../model/pendingSends.ts';
import { MessageItem } from './MessageItem.tsx';

interface Props {
  messages: LiveMessage[];
  pending: PendingSend[];
  onRetry: (clientMessageId: string) => void;
}

// The stored messages in seq order, then the attendant's sends still waiting for the server.
export function MessageList({ messages, pending, onRetry }: Props) {
  const { t } = useTranslation('live');
  const end = useRef<HTMLLIElement>(null);
  const count = messages.length + pending.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  // The history scrolls inside the room: focusable, so the keyboard scrolls it too.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1).
    <ol className="live-messages" aria-label={t('room.messages')} tabIndex={0}>
      {messages.map((message) => (
        <MessageItem key={message.seq} message={message} />
      ))}
      {pending.map((send) => (
        <MessageItem
          key={send.clientMessageId}
          pending={send}
          onRetry={() => onRetry(send.clientMessageId)}
        />
      ))}
      <li ref={end} aria-hidden className="live-messages-end" />
    </ol>
  );
}
