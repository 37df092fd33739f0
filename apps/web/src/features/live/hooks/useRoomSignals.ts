import type { LiveMessage } from '@prosa/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';
import { shouldEmitTyping } from '../model/shouldEmitTyping.ts';

// A typing notice that is not renewed is stale after this long (the customer left mid-sentence).
const typingShownMs = 6_000;

// Read receipts while the room is on screen, the customer's typing, and the attendant's (throttled).
export function useRoomSignals(conversationId: string, messages: readonly LiveMessage[]) {
  const { liveSocket } = useRealtime();
  const [isCustomerTyping, setCustomerTyping] = useState(false);
  const lastTypingAt = useRef<number | null>(null);
  const lastReadSeq = useRef(0);

  const lastCustomerSeq = messages.findLast((message) => message.sender === 'customer')?.seq ?? 0;
  useEffect(() => {
    const markRead = () => {
      if (document.visibilityState !== 'visible' || !liveSocket?.connected) return;
      if (lastCustomerSeq <= lastReadSeq.current) return;
      lastReadSeq.current = lastCustomerSeq;
      liveSocket.emit('read', { conversationId, seq: lastCustomerSeq });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    liveSocket?.on('connect', markRead);
    return () => {
      document.removeEventListener('visibilitychange', markRead);
      liveSocket?.off('connect', markRead);
    };
  }, [liveSocket, conversationId, lastCustomerSeq]);

  useEffect(() => {
    if (!liveSocket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (payload: { conversationId: string; sender: string; typing: boolean }) => {
      if (payload.conversationId !== conversationId || payload.sender !== 'customer') return;
      clearTimeout(timer);
      setCustomerTyping(payload.typing);
      if (payload.typing) timer = setTimeout(() => setCustomerTyping(false), typingShownMs);
    };
    liveSocket.on('typing', onTyping);
    return () => {
      clearTimeout(timer);
      liveSocket.off('typing', onTyping);
      setCustomerTyping(false);
    };
  }, [liveSocket, conversationId]);

  // A new message from the customer ends their typing.
  useEffect(() => {
    if (lastCustomerSeq > 0) setCustomerTyping(false);
  }, [lastCustomerSeq]);

  // Composing announces typing (throttled); the composer's idle signal ends it at once.
  const announceTyping = useCallback(
    (isTyping = true) => {
      if (!liveSocket?.connected) return;
      const now = Date.now();
      if (!isTyping) lastTypingAt.current = null;
      else if (shouldEmitTyping(lastTypingAt.current, now)) lastTypingAt.current = now;
      else return;
      liveSocket.emit('typing', { conversationId, typing: isTyping });
    },
    [liveSocket, conversationId],
  );

  return { isCustomerTyping, announceTyping };
}
