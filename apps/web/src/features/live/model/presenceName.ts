import { liveStatus } from '@prosa/contracts';

// A member's liveStatus number as the name the panel shows (5 online, 3 away, else offline).
export function presenceName(status: number): 'online' | 'away' | 'offline' {
  if (status === liveStatus.online) return 'online';
  if (status === liveStatus.away) return 'away';
  return 'offline';
}
