import type { ErrorCode, LiveMessage } from '@prosa/contracts';

// A message the attendant sent that the server has not acknowledged yet. Its clientMessageId is
// the idempotency key: a retry re-sends the same one, so the server stores it once.
export interface PendingSend {
  clientMessageId: string;
  conversationId: string;
  text: string;
  attachmentId: string | null;
  createdAt: string;
  // sending: emitted, waiting for the ack; notSubmitted: no ack (timeout, offline), retried on
  // click or reconnect; refused: the server answered with a catalogue error.
  state: 'sending' | 'notSubmitted' | 'refused';
  errorCode?: ErrorCode;
}

export function createPendingSend(
  conversationId: string,
  input: { text: string; attachmentId?: string | null },
  clientMessageId: string,
  now: Date,
): PendingSend {
  return {
    clientMessageId,
    conversationId,
    text: input.text,
    attachmentId: input.attachmentId ?? null,
    createdAt: now.toISOString(),
    state: 'sending',
  };
}

export function markPending(
  pending: readonly PendingSend[],
  clientMessageId: string,
  state: PendingSend['state'],
  errorCode?: ErrorCode,
): PendingSend[] {
  return pending.map((send) =>
    send.clientMessageId === clientMessageId ? { ...send, state, errorCode } : send,
  );
}

// The connection dropped: nothing in flight will get its ack.
export const markInFlightNotSubmitted = (pending: readonly PendingSend[]): PendingSend[] =>
  pending.map((send) => (send.state === 'sending' ? { ...send, state: 'notSubmitted' } : send));

// Sends the server stored (acked, or heard back through the room) stop being pending.
export function settlePending(
  pending: readonly PendingSend[],
  stored: readonly LiveMessage[],
): PendingSend[] {
  const storedIds = new Set(stored.map((message) => message.clientMessageId));
  const left = pending.filter((send) => !storedIds.has(send.clientMessageId));
  return left.length === pending.length ? (pending as PendingSend[]) : left;
}

// What to send again after a reconnect: everything never acknowledged, but not what was refused.
export const sendsToRetry = (pending: readonly PendingSend[]) =>
  pending.filter((send) => send.state !== 'refused');
