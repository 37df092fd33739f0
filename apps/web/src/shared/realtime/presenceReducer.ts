import { disconnectedStatus, type LiveStatus, type StatusChangedPayload } from '@prosa/contracts';

export interface AttendantPresence {
  userId: string;
  name?: string;
  status: LiveStatus;
  reason?: string;
}

export interface PresenceState {
  currentUserId: string;
  // What the panel shows for the user: their announced status, or -5 while disconnected. Their
  // choice itself lives in localStorage `livestatus`, shared by their tabs.
  shown: LiveStatus | typeof disconnectedStatus;
  reason?: string;
  isConnected: boolean;
  // The spec's lost-connection warning: on when the socket dropped other than by the user's choice.
  isConnectionLost: boolean;
  // Everyone else in the account whose status was heard since the panel opened.
  attendants: Record<string, AttendantPresence>;
}

export type PresenceEvent =
  | { type: 'connected'; status: LiveStatus }
  | { type: 'disconnected'; isByChoice: boolean }
  | { type: 'chosen'; status: LiveStatus; reason?: string }
  | { type: 'statusChanged'; payload: StatusChangedPayload };

export const initialPresence = (currentUserId: string): PresenceState => ({
  currentUserId,
  shown: disconnectedStatus,
  isConnected: false,
  isConnectionLost: false,
  attendants: {},
});

export function presenceReducer(state: PresenceState, event: PresenceEvent): PresenceState {
  switch (event.type) {
    case 'connected':
      return { ...state, isConnected: true, isConnectionLost: false, shown: event.status };
    case 'disconnected':
      return { ...state, isConnected: false, isConnectionLost: !event.isByChoice, shown: disconnectedStatus };
    case 'chosen':
      return { ...state, reason: event.reason, shown: state.isConnected ? event.status : state.shown };
    case 'statusChanged': {
      const { userId, name, status, reason } = event.payload;
      // The user's own status, as the server relayed it (also when set from another tab).
      if (userId === state.currentUserId) return { ...state, shown: status, reason };
      return { ...state, attendants: { ...state.attendants, [userId]: { userId, name, status, reason } } };
    }
  }
}
