import {
  type AuthClientToServer,
  type AuthServerToClient,
  type ContactsClientToServer,
  type ContactsServerToClient,
  type LiveClientToServer,
  type LiveRoomClientToServer,
  type LiveRoomServerToClient,
  type LiveServerToClient,
  socketOptions,
} from '@prosa/contracts';
import { Manager, type Socket } from 'socket.io-client';

// The /live socket carries presence (shell) and the rooms' messages (the live feature).
export type LiveSocket = Socket<
  LiveServerToClient & LiveRoomServerToClient,
  LiveClientToServer & LiveRoomClientToServer
>;

// The /contacts socket: who edits a contact, live (spec §4 "Contact editing").
export type ContactsSocket = Socket<ContactsServerToClient, ContactsClientToServer>;

export interface Sockets {
  auth: Socket<AuthServerToClient, AuthClientToServer>;
  live: LiveSocket;
  contacts: ContactsSocket;
}

// The namespaces ride one connection to our own origin (the session cookie authenticates it):
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
  return {
    auth: manager.socket('/auth'),
    live: manager.socket('/live'),
    contacts: manager.socket('/contacts'),
  };
}
