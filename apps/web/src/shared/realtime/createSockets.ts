import {
  type AuthClientToServer,
  type AuthServerToClient,
  type LiveClientToServer,
  type LiveServerToClient,
  socketOptions,
} from '@prosa/contracts';
import { Manager, type Socket } from 'socket.io-client';

export interface Sockets {
  auth: Socket<AuthServerToClient, AuthClientToServer>;
  live: Socket<LiveServerToClient, LiveClientToServer>;
}

// Both namespaces ride one connection to our own origin (the session cookie authenticates it):
// websocket first with polling as the fallback, reconnecting forever with the spec's delays.
// Nothing connects until the shell, signed in, asks for it.
export function createSockets(): Sockets {
  const manager = new Manager({
    autoConnect: false,
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: socketOptions.reconnectionDelay,
    reconnectionDelayMax: socketOptions.reconnectionDelayMax,
  });
  return { auth: manager.socket('/auth'), live: manager.socket('/live') };
}
