import type { LiveMessage } from '@prosa/contracts';
import { lastSeqOf, mergeMessages } from '@prosa/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../shared/api/api.ts';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';
import {
  createPendingSend,
  markInFlightNotSubmitted,
  markPending,
  type PendingSend,
  sendsToRetry,
  settlePending,
} from '../model/pendingSends.ts';
import { readPending, writePending } from './pendingStore.ts';

// How long a send waits for the server's ack before it shows as not submitted.
const ackTimeoutMs = 10_000;

async function fetchAfter(conversationId: string, afterSeq: number): Promise<LiveMessage[]> {
  const all: LiveMessage[] = [];
  let after = afterSeq;
  // The server pages at 200; keep asking until the last seq it reports is in.
  for (;;) {
    const page = await api.get('/api/live/conversations/:id/messages', {
      params: { id: conversationId },
      query: { afterSeq: after },
    });
    all.push(...page.items);
    const last = page.items.at(-1)?.seq ?? after;
    if (page.items.length === 0 || last >= page.lastSeq) return all;
    after = last;
  }
}

// One room's messages over the /live socket: the stored ones merged by seq, the attendant's
// unacknowledged sends shown beside them, the catch-up after a reconnect, and the retries.
export function useRoomMessages(conversationId: string) {
  const { liveSocket } = useRealtime();
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [pending, setPendingState] = useState<PendingSend[]>(() => readPending(conversationId));
  const [loadError, setLoadError] = useState<unknown>(null);
  const lastSeq = useRef(0);

  const setPending = useCallback(
    (change: (current: PendingSend[]) => PendingSend[]) => {
      const next = change(readPending(conversationId));
      writePending(conversationId, next);
      setPendingState(next);
    },
    [conversationId],
  );

  const receive = useCallback(
    (incoming: LiveMessage[]) => {
      const mine = incoming.filter((message) => message.conversationId === conversationId);
      if (mine.length === 0) return;
      setMessages((current) => {
        const merged = mergeMessages(current, mine);
        lastSeq.current = lastSeqOf(merged);
        return merged;
      });
      setPending((current) => settlePending(current, mine));
    },
    [conversationId, setPending],
  );

  const emitSend = useCallback(
    (send: PendingSend) => {
      if (!liveSocket?.connected) {
        setPending((current) => markPending(current, send.clientMessageId, 'notSubmitted'));
        return;
      }
      setPending((current) => markPending(current, send.clientMessageId, 'sending'));
      liveSocket.timeout(ackTimeoutMs).emit(
        'send',
        {
          conversationId,
          clientMessageId: send.clientMessageId,
          text: send.text,
          attachmentId: send.attachmentId,
        },
        (timedOut, result) => {
          if (timedOut) setPending((current) => markPending(current, send.clientMessageId, 'notSubmitted'));
          else if (result.ok) receive([result.data]);
          else
            setPending((current) => markPending(current, send.clientMessageId, 'refused', result.error.code));
        },
      );
    },
    [liveSocket, conversationId, receive, setPending],
  );

  // Catch up after the last seq this view holds, then send again what never got its ack.
  const catchUp = useCallback(() => {
    if (!liveSocket) return;
    liveSocket
      .timeout(ackTimeoutMs)
      .emit('sync', { conversationId, afterSeq: lastSeq.current }, (timedOut, result) => {
        if (!timedOut && result.ok) receive(result.data.items);
      });
    for (const send of sendsToRetry(readPending(conversationId))) emitSend(send);
  }, [liveSocket, conversationId, receive, emitSend]);

  useEffect(() => {
    let isCurrent = true;
    lastSeq.current = 0;
    setMessages([]);
    setPendingState(readPending(conversationId));
    fetchAfter(conversationId, 0).then(
      (items) => isCurrent && receive(items),
      (error: unknown) => isCurrent && setLoadError(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [conversationId, receive]);

  useEffect(() => {
    if (!liveSocket) return;
    const onMessage = (message: LiveMessage) => receive([message]);
    const onStatus = (payload: { conversationId: string; seq: number; statuses: string[] }) => {
      if (payload.conversationId !== conversationId) return;
      setMessages((current) =>
        current.map((message) =>
          message.seq === payload.seq ? { ...message, statuses: payload.statuses } : message,
        ),
      );
    };
    // The shell re-enters the room on every connect (roomIdFromPath); this view enters it on open.
    if (liveSocket.connected) liveSocket.emit('enterRoom', { roomId: conversationId });
    liveSocket.on('message', onMessage);
    liveSocket.on('messageStatus', onStatus);
    liveSocket.on('connect', catchUp);
    // A send in flight when the connection drops shows at once as not submitted; the reconnect retries it.
    const onDisconnect = () => setPending(markInFlightNotSubmitted);
    liveSocket.on('disconnect', onDisconnect);
    return () => {
      liveSocket.off('disconnect', onDisconnect);
      liveSocket.off('message', onMessage);
      liveSocket.off('messageStatus', onStatus);
      liveSocket.off('connect', catchUp);
      if (liveSocket.connected) liveSocket.emit('leaveRoom', { roomId: conversationId });
    };
  }, [liveSocket, conversationId, receive, catchUp, setPending]);

  const send = useCallback(
    (input: { text: string; attachmentId?: string | null }) => {
      const next = createPendingSend(conversationId, input, crypto.randomUUID(), new Date());
      setPending((current) => [...current, next]);
      emitSend(next);
    },
    [conversationId, emitSend, setPending],
  );

  const retry = useCallback(
    (clientMessageId: string) => {
      const send = readPending(conversationId).find((item) => item.clientMessageId === clientMessageId);
      if (send) emitSend(send);
    },
    [conversationId, emitSend],
  );

  return { messages, pending, loadError, send, retry };
}
