import type { AlarmPayload, LiveStatus } from '@prosa/contracts';
import { createContext } from 'react';
import type { ContactsSocket, LiveSocket } from './createSockets.ts';
import type { PresenceState } from './presenceReducer.ts';

export interface Realtime {
  presence: PresenceState;
  // The last working-day alarm (spec §4), null until the server sends one.
  alarm: AlarmPayload | null;
  chooseStatus: (status: LiveStatus, reason?: string) => void;
  // The /live socket for the live feature's rooms; null until the shell created it.
  liveSocket: LiveSocket | null;
  // The /contacts socket for the contact pages' edit lock; null until the shell created it.
  contactsSocket: ContactsSocket | null;
  // Closes the sockets on purpose (logout): no lost-connection warning.
  disconnect: () => void;
}

export const RealtimeContext = createContext<Realtime | null>(null);
