import { io, type Socket } from 'socket.io-client';

// A socket that reconnects by itself, quickly and without jitter, as the widget and the panel do
// (their own back-off is slower; a test wants the restart over in seconds). Resolves when first
// connected; later drops are the caller's to watch.
export function openPartySocket(
  url: string,
  options: { auth?: Record<string, string>; headers?: Record<string, string> },
): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 300,
    randomizationFactor: 0,
    auth: options.auth,
    extraHeaders: options.headers,
  });
  return new Promise((resolve, reject) => {
    // Only the first attempt's refusal fails the open; later ones are a restart under way.
    const refused = (error: Error) => {
      socket.close();
      reject(error);
    };
    socket.once('connect_error', refused);
    socket.once('connect', () => {
      socket.off('connect_error', refused);
      resolve(socket);
    });
  });
}
