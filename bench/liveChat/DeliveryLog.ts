import type { LiveMessage } from '@prosa/contracts';

export interface DeliverySummary {
  sent: number;
  acked: number;
  refused: number;
  unacked: number;
  // Acked but never heard by the other side; and heard more than once.
  lost: number;
  duplicated: number;
  deliveredInWindow: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  // p50 / p99 of each direction: customer -> attendant, attendant -> customer.
  byDirection: { toAttendant: [number, number]; toCustomer: [number, number] };
  ackLatency: { p50: number; p99: number };
  // p50 / p99 of the messages sent in each tenth of the window: a slow start and a slow end differ.
  bySlice: Array<[number, number]>;
  refusals: Record<string, number>;
}

// What happened to each bench message, indexed by its number k. Even numbers go customer ->
// attendant, odd ones attendant -> customer. The text and clientMessageId carry k, so a message
// heard on a socket is matched to its send time on this process's own clock.
export class DeliveryLog {
  readonly sentAt: Float64Array;
  private readonly ackAt: Float64Array;
  private readonly ackState: Uint8Array;
  private readonly heard: Uint8Array;
  private readonly heardAt: Float64Array;
  private readonly refusals = new Map<string, number>();
  count = 0;

  constructor(
    readonly prefix: string,
    capacity: number,
  ) {
    this.sentAt = new Float64Array(capacity);
    this.ackAt = new Float64Array(capacity);
    this.ackState = new Uint8Array(capacity);
    this.heard = new Uint8Array(capacity);
    this.heardAt = new Float64Array(capacity);
  }

  clientMessageId = (k: number) => `${this.prefix}${k}`;

  markSent(k: number, at: number) {
    this.sentAt[k] = at;
    this.count = Math.max(this.count, k + 1);
  }

  markAck(k: number, at: number, errorCode: string | null) {
    if (this.ackState[k] !== 0) return;
    this.ackAt[k] = at;
    this.ackState[k] = errorCode ? 2 : 1;
    if (errorCode) this.refusals.set(errorCode, (this.refusals.get(errorCode) ?? 0) + 1);
  }

  // `side` is who heard it; only the other side's bench messages count.
  heardBy(side: 'customer' | 'attendant', message: LiveMessage, at: number) {
    const id = message?.clientMessageId;
    if (typeof id !== 'string' || !id.startsWith(this.prefix)) return;
    const k = Number(id.slice(this.prefix.length));
    if (!Number.isInteger(k) || k < 0 || k >= this.count) return;
    const expectedSender = k % 2 === 0 ? 'customer' : 'attendant';
    if (message.sender !== expectedSender || side === expectedSender) return;
    if (this.heard[k] === 0) this.heardAt[k] = at;
    this.heard[k] = Math.min(255, (this.heard[k] ?? 0) + 1);
  }

  // Every acknowledged message heard? (the drain after the load phase waits for this)
  isSettled() {
    for (let k = 0; k < this.count; k++)
      if (this.ackState[k] === 0 || (this.ackState[k] === 1 && this.heard[k] === 0)) return false;
    return true;
  }

  summarize(windowStart: number, windowEnd: number): DeliverySummary {
    const latencies: number[] = [];
    const slices: number[][] = Array.from({ length: 10 }, () => []);
    const sliceMs = (windowEnd - windowStart) / slices.length;
    const directions: [number[], number[]] = [[], []];
    const ackLatencies: number[] = [];
    let acked = 0;
    let refused = 0;
    let unacked = 0;
    let lost = 0;
    let duplicated = 0;
    let deliveredInWindow = 0;
    for (let k = 0; k < this.count; k++) {
      const state = this.ackState[k];
      const sentAt = this.sentAt[k] ?? 0;
      const heard = this.heard[k] ?? 0;
      if (state === 1) {
        acked++;
        ackLatencies.push((this.ackAt[k] ?? 0) - sentAt);
        if (heard === 0) lost++;
      } else if (state === 2) refused++;
      else unacked++;
      if (heard > 1) duplicated++;
      if (heard > 0) {
        const heardAt = this.heardAt[k] ?? 0;
        latencies.push(heardAt - sentAt);
        directions[k % 2]?.push(heardAt - sentAt);
        slices[Math.min(slices.length - 1, Math.floor((sentAt - windowStart) / sliceMs))]?.push(
          heardAt - sentAt,
        );
        if (heardAt <= windowEnd) deliveredInWindow++;
      }
    }
    latencies.sort((a, b) => a - b);
    for (const list of directions) list.sort((a, b) => a - b);
    ackLatencies.sort((a, b) => a - b);
    for (const list of slices) list.sort((a, b) => a - b);
    return {
      sent: this.count,
      acked,
      refused,
      unacked,
      lost,
      duplicated,
      deliveredInWindow,
      latency: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? Number.NaN,
      },
      byDirection: {
        toAttendant: [percentile(directions[0], 50), percentile(directions[0], 99)],
        toCustomer: [percentile(directions[1], 50), percentile(directions[1], 99)],
      },
      ackLatency: { p50: percentile(ackLatencies, 50), p99: percentile(ackLatencies, 99) },
      bySlice: slices.map((list) => [percentile(list, 50), percentile(list, 99)]),
      refusals: Object.fromEntries(this.refusals),
    };
  }
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
