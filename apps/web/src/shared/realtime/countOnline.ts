import { liveStatus } from '@prosa/contracts';
import type { AttendantRow } from './mergeAttendants.ts';

// The shell's "Attendants (N online)": the other members shown online (their stored status, or
// the one heard since), plus the user when their own announced status is online.
export function countOnline(others: readonly AttendantRow[], ownStatus: number): number {
  const othersOnline = others.filter((row) => row.status === liveStatus.online).length;
  return othersOnline + (ownStatus === liveStatus.online ? 1 : 0);
}
