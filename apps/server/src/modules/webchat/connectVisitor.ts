import type { WebchatHandshake, WebchatWelcome } from '@prosa/contracts';
import { io, type Socket } from 'socket.io-client';

// Tests only. Opens the widget's socket for a visitor, as apps/webchat does: no cookie, the bot token and the
// visitor id in the handshake. Resolves with the welcome; rejects with the server's refusal.
export function connectVisitor(
  baseUrl: string,
  auth: WebchatHandshake,
  headers: Record<string, string> = {},
) {
  const socket: Socket = io(`${baseUrl}/webchat`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { ...auth },
    extraHeaders: { origin: 'https://customer.example', ...headers },
  });
  return new Promise<{ socket: Socket; welcome: WebchatWelcome }>((resolve, reject) => {
    socket.once('welcome', (welcome) => resolve({ socket, welcome }));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}
