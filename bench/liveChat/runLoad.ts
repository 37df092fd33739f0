import { performance } from 'node:perf_hooks';
import type { Ack, LiveMessage } from '@prosa/contracts';
import type { DeliveryLog } from './DeliveryLog.ts';
import type { BenchConversation } from './setUpConversations.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Sends `rate` messages per second for `seconds`, alternating customer -> attendant (even k) and
// attendant -> customer (odd k), walking the conversations round-robin so each one gets evenly
// spaced messages. The schedule is absolute (message k is due at k / rate seconds), so a late
// tick catches up instead of drifting. Then waits up to `drainMs` for acknowledged messages to
// be heard. Answers the window's start and end on performance.now()'s clock.
export async function runLoad(input: {
  conversations: BenchConversation[];
  rate: number;
  seconds: number;
  log: DeliveryLog;
  drainMs: number;
}) {
  const { conversations, rate, log } = input;
  const total = Math.floor(rate * input.seconds);
  const n = conversations.length;
  const half = Math.floor(n / 2);
  const start = performance.now();
  const windowEnd = start + input.seconds * 1000;
  let k = 0;
  while (k < total) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
    for (; k < due; k++) send(k);
    await sleep(1);
  }

  function send(k: number) {
    const isFromCustomer = k % 2 === 0;
    const pairIndex = Math.floor(k / 2);
    // Customers and attendants start half the conversations apart, so one conversation does not
    // get both directions back to back.
    const conversation = conversations[(pairIndex + (isFromCustomer ? 0 : half)) % n];
    if (!conversation) return;
    const clientMessageId = log.clientMessageId(k);
    const sentAt = performance.now();
    log.markSent(k, sentAt);
    const text = `bench ${k} sent ${sentAt.toFixed(3)}`;
    const onAck = (error: Error | null, ack: Ack<LiveMessage>) => {
      const code = error ? 'timeout' : ack?.ok ? null : (ack?.error?.code ?? 'malformed ack');
      log.markAck(k, performance.now(), code);
    };
    if (isFromCustomer) conversation.customer.timeout(30_000).emit('send', { clientMessageId, text }, onAck);
    else
      conversation.attendant
        .timeout(30_000)
        .emit('send', { conversationId: conversation.conversationId, clientMessageId, text }, onAck);
  }

  const sendEnd = performance.now();
  while (!log.isSettled() && performance.now() - sendEnd < input.drainMs) await sleep(100);
  return { start, windowEnd, sendEnd };
}
