import type { OutboxEntry } from '@prosa/contracts';

const capacity = 200;

// In sandbox mode (no SMTP server configured) mail and SMS land here instead of leaving the
// machine; the server log and the /dev/outbox page show them.
export class DevOutbox {
  private entries: OutboxEntry[] = [];
  private nextId = 1;

  add(entry: Omit<OutboxEntry, 'id' | 'at'>): OutboxEntry {
    const stored = { ...entry, id: this.nextId++, at: new Date().toISOString() };
    this.entries = [stored, ...this.entries].slice(0, capacity);
    return stored;
  }

  list(): OutboxEntry[] {
    return this.entries;
  }
}
