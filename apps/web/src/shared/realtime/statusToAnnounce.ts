import { type LiveStatus, liveStatus } from '@prosa/contracts';
import type { StoredStatus } from './liveStatusStorage.ts';

// What the client says on every (re)connect: the status the user chose, or offline (the live
// channel's default, spec §9) when they never chose one. -5 is only what the browser shows while
// disconnected; the server knows 5, 3 and 1.
export const statusToAnnounce = (stored: StoredStatus): LiveStatus =>
  stored === liveStatus.online || stored === liveStatus.away ? stored : liveStatus.offline;
