import type { WebchatClientToServer, WebchatHandshake, WebchatServerToClient } from '@prosa/contracts';
import { io, type Socket } from 'socket.io-client';

export type WebchatSocket = Socket<WebchatServerToClient, WebchatClientToServer>;

// WebSocket first (polling only where proxies block it); reconnects forever, 1 s to 5 s apart,
// since a customer may leave the tab open for hours.
export function connectWebchat(origin: string, handshake: WebchatHandshake): WebchatSocket {
  return io(`${origin}/webchat`, {
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    auth: { ...handshake },
  });
}
