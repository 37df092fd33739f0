// Socket.io events of the /live namespace, typed on both ends.
export const liveStatus = { online: 5, away: 3, offline: 1 } as const;
// What the browser shows (and keeps in localStorage `livestatus`) while disconnected.
export const disconnectedStatus = -5;
export type LiveStatus = (typeof liveStatus)[keyof typeof liveStatus];

export interface ChangeStatusPayload {
  status: LiveStatus;
  reason?: string;
}
export interface StatusChangedPayload {
  userId: string;
  // The user's display name, so the attendants drawer can name whom it lists.
  name?: string;
  status: LiveStatus;
  reason?: string;
}

export interface LiveServerToClient {
  changeStatus: (payload: StatusChangedPayload) => void;
}
export interface LiveClientToServer {
  changeStatus: (payload: ChangeStatusPayload) => void;
  enterRoom: (payload: { roomId: string }) => void;
}

export interface AlarmPayload {
  controller: { end: string };
  tolerance: number;
}
export interface SessionRevokedPayload {
  reason: 'workingDayEnded';
}
export interface AuthServerToClient {
  alarm: (payload: AlarmPayload) => void;
  // Sent just before the server drops the sockets of a revoked session; `workingDayEnded` when the
  // member's journey and its tolerance are over.
  sessionRevoked: (payload?: SessionRevokedPayload) => void;
  // The account's permission document changed: the panel asks /me again, so the menu follows.
  accessChanged: () => void;
}
export type AuthClientToServer = Record<string, never>;

export const socketOptions = {
  pingInterval: 25000,
  pingTimeout: 20000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
} as const;
