import { randomBytes } from 'node:crypto';
import type { WebchatHandshake, WebchatWelcome } from '@prosa/contracts';
import { io, type Socket } from 'socket.io-client';

// Each visitor id's secret, as the widget keeps it in its storage: a test that reconnects a visitor
// proves the same secret; one that impersonates passes its own.
const secrets = new Map<string, string>();
export const testVisitorSecret = (visitorId: string) => {
  const secret = secrets.get(visitorId) ?? randomBytes(24).toString('base64url');
  secrets.set(visitorId, secret);
  return secret;
};

// Tests only. Opens the widget's socket for a visitor, as apps/webchat does: no cookie, the bot
// token, the visitor id and its secret in the handshake. Resolves with the welcome; rejects with the
// server's refusal.
export function connectVisitor(
  baseUrl: string,
  auth: Omit<WebchatHandshake, 'visitorSecret'> & { visitorSecret?: string },
  headers: Record<string, string> = {},
) {
  const socket: Socket = io(`${baseUrl}/webchat`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { visitorSecret: testVisitorSecret(auth.visitorId), ...auth },
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
