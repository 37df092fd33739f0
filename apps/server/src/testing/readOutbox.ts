import type { DevOutboxResponse, OutboxEntry } from '@prosa/contracts';

// What the sandbox sent (newest first), read the way a developer does: through /api/dev/outbox.
export async function readOutbox(baseUrl: string, filter: Partial<Pick<OutboxEntry, 'channel' | 'to'>> = {}) {
  const response = await fetch(`${baseUrl}/api/dev/outbox`);
  const { entries } = (await response.json()) as DevOutboxResponse;
  return entries.filter(
    (entry) =>
      (filter.channel === undefined || entry.channel === filter.channel) &&
      (filter.to === undefined || entry.to.includes(filter.to)),
  );
}
