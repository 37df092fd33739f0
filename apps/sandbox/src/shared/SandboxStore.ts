import { randomUUID } from 'node:crypto';
import type { SandboxNumber, SandboxProvider, ThreadMessage } from './ProviderFake.ts';

export interface StoredMedia {
  bytes: Buffer;
  mime: string;
  name: string;
  // The business number it was sent to: only that number's credentials fetch it.
  owner?: { provider: SandboxProvider; instanceId: string };
}

const threadKey = (provider: SandboxProvider, instanceId: string, customer: string) =>
  `${provider}\u0000${instanceId}\u0000${customer}`;

const referenceKey = (number: SandboxNumber, reference: string) =>
  `${number.provider}\u0000${number.instanceId}\u0000${reference}`;

// Everything the fakes remember, in memory: the sandbox is a development and test tool and starts
// empty (the demo server registers its number on each start).
export class SandboxStore {
  private readonly numbersByKey = new Map<string, SandboxNumber>();
  private readonly threads = new Map<string, ThreadMessage[]>();
  private readonly messagesById = new Map<string, { message: ThreadMessage; customer: string }>();
  private readonly references = new Map<string, string>();
  private readonly mediaById = new Map<string, StoredMedia>();

  registerNumber(number: SandboxNumber): void {
    this.numbersByKey.set(`${number.provider}\u0000${number.instanceId}`, number);
  }

  numbers(provider: SandboxProvider): SandboxNumber[] {
    return [...this.numbersByKey.values()].filter((number) => number.provider === provider);
  }

  findNumber(provider: SandboxProvider, instanceId: string): SandboxNumber | null {
    return this.numbersByKey.get(`${provider}\u0000${instanceId}`) ?? null;
  }

  thread(provider: SandboxProvider, instanceId: string, customer: string): ThreadMessage[] {
    return this.threads.get(threadKey(provider, instanceId, customer)) ?? [];
  }

  append(number: SandboxNumber, customer: string, message: ThreadMessage): void {
    const key = threadKey(number.provider, number.instanceId, customer);
    const messages = this.threads.get(key) ?? [];
    messages.push(message);
    this.threads.set(key, messages);
    this.messagesById.set(message.id, { message, customer });
    if (message.reference) this.references.set(referenceKey(number, message.reference), message.id);
  }

  // A business message already accepted under this idempotency reference for this number.
  findByReference(number: SandboxNumber, reference: string): ThreadMessage | null {
    const id = this.references.get(referenceKey(number, reference));
    return id ? (this.messagesById.get(id)?.message ?? null) : null;
  }

  findMessage(id: string): { message: ThreadMessage; customer: string } | null {
    return this.messagesById.get(id) ?? null;
  }

  // When the customer last wrote to this number (the 24-hour window's start), or null.
  lastInboundAt(number: SandboxNumber, customer: string): number | null {
    const messages = this.thread(number.provider, number.instanceId, customer);
    for (let index = messages.length - 1; index >= 0; index -= 1) {
      const message = messages[index];
      if (message?.direction === 'in') return Date.parse(message.at);
    }
    return null;
  }

  putMedia(media: StoredMedia): string {
    const id = randomUUID();
    this.mediaById.set(id, media);
    return id;
  }

  media(id: string): StoredMedia | null {
    return this.mediaById.get(id) ?? null;
  }
}
