import { io, type Socket } from 'socket.io-client';

// One simulated browser: its own connection (forceNew), websocket only as the widget and panel
// prefer, no automatic reconnection so a dropped socket shows up in the numbers instead of hiding.
// Listeners are attached before connecting so nothing the server sends on connect is missed.
export function connectClient(
  url: string,
  options: { auth?: Record<string, string>; cookie?: string },
  listeners: Record<string, (payload: never) => void>,
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 60_000,
    ...(options.auth ? { auth: options.auth } : {}),
    ...(options.cookie ? { extraHeaders: { cookie: options.cookie } } : {}),
  });
  for (const [event, listener] of Object.entries(listeners)) socket.on(event, listener as never);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
