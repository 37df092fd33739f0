import type { ProviderStatus } from '@prosa/contracts';

// What each provider status implies before it: a read message was delivered, a delivered one sent.
const implied: Record<ProviderStatus, readonly ProviderStatus[]> = {
  sent: ['sent'],
  delivered: ['sent', 'delivered'],
  read: ['sent', 'delivered', 'read'],
  failed: ['failed'],
};

// The statuses a message holds (messages.statuses, whose ticks the panel and the widget show) after
// its provider reports `incoming`; null when nothing changes. Providers report out of order and
// repeat themselves, so statuses only accumulate: a late `delivered` never takes a message back
// from `read`, and `failed` is final (nothing is added after it).
export function nextProviderStatus(current: readonly string[], incoming: ProviderStatus): string[] | null {
  if (current.includes('failed')) return null;
  const added = implied[incoming].filter((status) => !current.includes(status));
  return added.length > 0 ? [...current, ...added] : null;
}
