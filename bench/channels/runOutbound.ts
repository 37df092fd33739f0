import { performance } from 'node:perf_hooks';
import type { Socket } from 'socket.io-client';
import { busiestSecond } from './busiestSecond.ts';
import { offerAtRate } from './offerAtRate.ts';
import { steadyRate } from './steadyRate.ts';
import type { WatchedSandbox } from './watchSandbox.ts';

export interface OutboundResult {
  offered: number;
  offeredRate: number;
  refusedByServer: number;
  accepted: number;
  duplicates: number;
  resends: number;
  lost: number;
  sustainedRate: number;
  busiestSecond: number;
  // Every send the fake accepted for the bench's customers within the run's span, the system's
  // notices included (a room's first answer sends one ahead of it): what the number carried.
  numberRate: number;
  numberBusiestSecond: number;
  // Every send on the number, between its 5th and 95th percentile (steadyRate.ts).
  numberSteadyRate: number;
  otherSends: number;
  capRefusals: number;
  drainSeconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Outbound load: attendants answer their WhatsApp rooms at `rate` (above the fake's cap on purpose)
// for `seconds`; the outbox worker paces them to the number's 80 msg/s. Measured at the fake: what
// it accepted, how fast, its busiest second, repeats and refusals.
export async function runOutbound(input: {
  attendants: { sockets: Socket[]; holderOf: Map<string, number> };
  customers: string[];
  rate: number;
  seconds: number;
  watched: WatchedSandbox;
  print: (line: string) => void;
}): Promise<OutboundResult> {
  const runTag = Math.random().toString(36).slice(2, 8);
  const prefix = `o${runTag}:`;
  const rooms = [...input.attendants.holderOf];
  const total = Math.floor(input.rate * input.seconds);
  let refusedByServer = 0;
  const acks: Promise<void>[] = [];
  const send = (n: number) => {
    const [conversationId, index] = rooms[n % rooms.length] ?? ['', 0];
    const socket = input.attendants.sockets[index];
    acks.push(
      new Promise((resolve) => {
        socket
          ?.timeout(60_000)
          .emit(
            'send',
            { conversationId, clientMessageId: `${prefix}${n}`, text: `${prefix}${n}` },
            (error: unknown, ack: { ok?: boolean } | undefined) => {
              if (error || ack?.ok === false) refusedByServer++;
              resolve();
            },
          );
      }),
    );
  };
  input.print(`outbound: attendants answer ${input.rate} msg/s for ${input.seconds} s…`);
  const started = await offerAtRate(total, input.rate, send);
  const offeredSeconds = (performance.now() - started) / 1000;
  await Promise.all(acks);
  const expected = total - refusedByServer;
  const deadline = performance.now() + 240_000;
  let accepted = input.watched.accepted(input.customers, prefix);
  while (new Set(accepted.map((m) => m.text)).size < expected && performance.now() < deadline) {
    await sleep(250);
    accepted = input.watched.accepted(input.customers, prefix);
  }
  const drainSeconds = (performance.now() - started) / 1000;
  const distinct = new Set(accepted.map((message) => message.text)).size;
  const times = accepted.map((message) => message.at).sort((a, b) => a - b);
  const span = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  const carried = input.watched
    .acceptedBetween(input.customers, times[0] ?? 0, times.at(-1) ?? 0)
    .map((message) => message.at)
    .sort((a, b) => a - b);
  return {
    offered: total,
    offeredRate: total / offeredSeconds,
    refusedByServer,
    accepted: accepted.length,
    duplicates: accepted.length - distinct,
    resends: input.watched.counts.resends,
    lost: expected - distinct,
    sustainedRate: span > 0 ? (accepted.length - 1) / span : 0,
    busiestSecond: busiestSecond(times),
    numberRate: span > 0 ? (carried.length - 1) / span : 0,
    numberBusiestSecond: busiestSecond(carried),
    numberSteadyRate: steadyRate(carried),
    otherSends: carried.length - times.length,
    capRefusals: input.watched.counts.capRefusals,
    drainSeconds,
  };
}
