import { io, type Socket } from 'socket.io-client';

// Opens a socket.io connection as the panel does, carrying the session cookie. Resolves once
// connected, rejects with the server's refusal; never reconnects on its own. `listeners` hear
// events from the start, even those the server sends as the socket connects.
export function connectSocket(
  baseUrl: string,
  namespace: '/auth' | '/live' | '/contacts',
  cookie: string,
  headers: Record<string, string> = {},
  listeners: Record<string, (payload: unknown) => void> = {},
): Promise<Socket> {
  const socket = io(`${baseUrl}${namespace}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie, ...headers },
  });
  for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
