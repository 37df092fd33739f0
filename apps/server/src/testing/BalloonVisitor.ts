import type { LiveMessage, MessagePage } from '@prosa/contracts';
import type { Socket } from 'socket.io-client';
import { newToken } from '../app/newId.ts';

// A widget's view of a flow's balloons: every bot message as it arrived (live or by a catch-up
// after a reconnect), with when. On every reconnect it asks what it missed, as the widget does.
export class BalloonVisitor {
  readonly arrivals: Array<{ message: LiveMessage; at: number }> = [];

  constructor(readonly socket: Socket) {
    socket.on('message', (message: LiveMessage) => this.take([message]));
    // Built on a connected socket: every later connect is a reconnect.
    socket.on('connect', () => {
      this.sync().catch(() => undefined);
    });
  }

  private take(messages: readonly LiveMessage[]) {
    const at = Date.now();
    for (const message of messages) if (message.sender === 'bot') this.arrivals.push({ message, at });
  }

  // The bot messages seen, once each, in sequence order.
  seen() {
    const bySeq = new Map(this.arrivals.map(({ message }) => [message.seq, message]));
    return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  }

  seenTexts() {
    return this.seen().map((message) => message.text);
  }

  async sync(afterSeq = Math.max(0, ...this.arrivals.map(({ message }) => message.seq))) {
    const answer = await this.socket.timeout(5000).emitWithAck('sync', { afterSeq });
    if (!answer.ok) throw new Error(`sync refused: ${answer.error.code}`);
    this.take(answer.data.items);
    return answer.data as MessagePage;
  }

  async send(text: string) {
    const answer = await this.socket
      .timeout(5000)
      .emitWithAck('send', { clientMessageId: `c-${newToken(8)}`, text });
    if (!answer.ok) throw new Error(`send refused: ${answer.error.code}`);
    return answer.data as LiveMessage;
  }
}
