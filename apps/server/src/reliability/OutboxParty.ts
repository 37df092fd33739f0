import type { Ack, LiveMessage, MessagePage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';

const ackTimeoutMs = 5000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One side of a conversation (the visitor's widget or the attendant's panel) as a careful client
// behaves: every send keeps its clientMessageId in an outbox until the server acknowledges it, and
// a send whose acknowledgement never came is sent again with the same id after a reconnect. Every
// message the side learns of (acks, `message` events, `sync` pages) is kept by sequence, and a
// second message claiming a known sequence is recorded as a conflict.
export class OutboxParty {
  readonly seen = new Map<number, LiveMessage>();
  readonly conflicts: string[] = [];
  readonly refusals: string[] = [];
  readonly acked = new Set<string>();
  readonly resent = new Set<string>();
  private readonly outbox = new Map<string, string>();
  // clientMessageId -> the emission waiting for its ack; a dead connection's emissions are dropped.
  private readonly inFlight = new Map<string, symbol>();
  private counter = 0;
  private pumping = false;

  constructor(
    readonly name: string,
    readonly socket: Socket,
    // What the side's events need besides the message (the attendant names the conversation).
    private readonly scope: () => Record<string, unknown> = () => ({}),
  ) {
    socket.on('message', (message: LiveMessage) => this.see(message));
    socket.on('disconnect', () => this.inFlight.clear());
  }

  get pending() {
    return this.outbox.size;
  }

  get inFlightCount() {
    return this.inFlight.size;
  }

  see(message: LiveMessage) {
    const known = this.seen.get(message.seq);
    if (known && known._id !== message._id)
      this.conflicts.push(`seq ${message.seq}: ${known.clientMessageId} and ${message.clientMessageId}`);
    if (!known) this.seen.set(message.seq, message);
  }

  send(text: string) {
    this.counter += 1;
    const clientMessageId = `${this.name}-${this.counter}-${Math.random().toString(36).slice(2, 10)}`;
    this.outbox.set(clientMessageId, text);
    this.emitSend(clientMessageId);
    return clientMessageId;
  }

  private emitSend(clientMessageId: string) {
    const text = this.outbox.get(clientMessageId);
    // A send while disconnected stays in the outbox: socket.io would buffer it, but the point here
    // is the client's own retry.
    if (text === undefined || !this.socket.connected) return;
    const emission = Symbol(clientMessageId);
    this.inFlight.set(clientMessageId, emission);
    this.socket
      .timeout(ackTimeoutMs)
      .emit(
        'send',
        { ...this.scope(), clientMessageId, text },
        (error: Error | null, ack: Ack<LiveMessage>) => {
          if (this.inFlight.get(clientMessageId) === emission) this.inFlight.delete(clientMessageId);
          if (error) return;
          if (!ack.ok) {
            this.refusals.push(`${clientMessageId}: ${ack.error.code}`);
            return;
          }
          this.see(ack.data);
          this.acked.add(clientMessageId);
          this.outbox.delete(clientMessageId);
        },
      );
  }

  // Keeps up to `window` sends in flight until `target` of this side's messages are acknowledged.
  async pumpUntilAcked(target: number, window: number, timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.acked.size < target) {
      if (Date.now() > deadline) throw new Error(`${this.name}: ${this.acked.size}/${target} acked`);
      this.topUp(window, target);
      await pause(5);
    }
  }

  // Keeps up to `window` sends in flight, whenever an ack makes room, until stopPumping.
  startPumping(window: number) {
    this.pumping = true;
    const pump = () => {
      if (!this.pumping) return;
      this.topUp(window, Number.POSITIVE_INFINITY);
      setTimeout(pump, 1);
    };
    pump();
  }

  stopPumping() {
    this.pumping = false;
  }

  private topUp(window: number, target: number) {
    while (
      this.socket.connected &&
      this.inFlight.size < window &&
      this.acked.size + this.inFlight.size < target
    )
      this.send(`${this.name} message ${this.counter + 1}`);
  }

  // Sends again, with the same ids, whatever was not acknowledged; resolves when the outbox is empty.
  async flushOutbox(timeoutMs = 20_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.outbox.size > 0) {
      if (Date.now() > deadline) throw new Error(`${this.name}: ${this.outbox.size} never acknowledged`);
      for (const clientMessageId of this.outbox.keys())
        if (!this.inFlight.has(clientMessageId) && this.socket.connected) {
          this.resent.add(clientMessageId);
          this.emitSend(clientMessageId);
        }
      await pause(50);
    }
  }

  lastContiguousSeq() {
    let seq = 0;
    while (this.seen.has(seq + 1)) seq += 1;
    return seq;
  }

  // Asks for everything after the last sequence held without a gap, page after page.
  async sync() {
    for (;;) {
      const afterSeq = this.lastContiguousSeq();
      const page = (await this.socket
        .timeout(ackTimeoutMs)
        .emitWithAck('sync', { ...this.scope(), afterSeq })) as Ack<MessagePage>;
      if (!page.ok) throw new Error(`${this.name}: sync refused with ${page.error.code}`);
      for (const message of page.data.items) this.see(message);
      const reached = this.lastContiguousSeq();
      // A gap the server cannot fill ends the loop; the test's assertions then name it.
      if (reached >= page.data.lastSeq || reached === afterSeq) return;
    }
  }

  // The conversation as this side holds it, in sequence order.
  transcript() {
    return [...this.seen.values()]
      .sort((a, b) => a.seq - b.seq)
      .map(({ _id, seq, clientMessageId, sender, text }) => ({ _id, seq, clientMessageId, sender, text }));
  }
}
