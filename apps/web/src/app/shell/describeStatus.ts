import { disconnectedStatus, liveStatus } from '@prosa/contracts';

export type StatusName = 'online' | 'away' | 'offline' | 'disconnected';
export type BadgeStatus = 'success' | 'warning' | 'default' | 'error';

// A presence number as words and a colour: online 5, away 3, offline 1, and -5 while the
// connection is down.
export function describeStatus(status: number): { name: StatusName; badge: BadgeStatus } {
  if (status === liveStatus.online) return { name: 'online', badge: 'success' };
  if (status === liveStatus.away) return { name: 'away', badge: 'warning' };
  if (status === disconnectedStatus) return { name: 'disconnected', badge: 'error' };
  return { name: 'offline', badge: 'default' };
}
