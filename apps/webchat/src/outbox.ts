import type { AttachmentRef } from '@prosa/contracts';

export interface OutboxEntry {
  clientMessageId: string;
  text: string;
  attachment: AttachmentRef | null;
  createdAt: string;
  // Set when the server refused it: shown with "!" and sent again only on the visitor's click.
  failed: boolean;
}

// Sends not acknowledged yet, kept in localStorage so a reload or a lost connection neither
// loses them nor sends them twice: each keeps its clientMessageId, which the server stores once.
export class Outbox {
  private entries: OutboxEntry[];

  constructor(
    private readonly storage: Storage | null,
    private readonly key: string,
  ) {
    this.entries = this.load();
  }

  list(): readonly OutboxEntry[] {
    return this.entries;
  }

  add(entry: Omit<OutboxEntry, 'failed'>) {
    this.entries = [...this.entries, { ...entry, failed: false }];
    this.save();
  }

  setFailed(clientMessageId: string, failed: boolean) {
    this.entries = this.entries.map((entry) =>
      entry.clientMessageId === clientMessageId ? { ...entry, failed } : entry,
    );
    this.save();
  }

  remove(clientMessageId: string) {
    this.entries = this.entries.filter((entry) => entry.clientMessageId !== clientMessageId);
    this.save();
  }

  private load(): OutboxEntry[] {
    try {
      const parsed: unknown = JSON.parse(this.storage?.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  private save() {
    try {
      if (this.entries.length === 0) this.storage?.removeItem(this.key);
      else this.storage?.setItem(this.key, JSON.stringify(this.entries));
    } catch {}
  }
}

const isEntry = (value: unknown): value is OutboxEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OutboxEntry).clientMessageId === 'string' &&
  typeof (value as OutboxEntry).text === 'string';
