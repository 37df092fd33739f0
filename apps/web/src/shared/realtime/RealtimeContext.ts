import type { LiveStatus } from '@prosa/contracts';
import { createContext } from 'react';
import type { PresenceState } from './presenceReducer.ts';

export interface Realtime {
  presence: PresenceState;
  chooseStatus: (status: LiveStatus, reason?: string) => void;
  // Closes the sockets on purpose (logout): no lost-connection warning.
  disconnect: () => void;
}

export const RealtimeContext = createContext<Realtime | null>(null);
