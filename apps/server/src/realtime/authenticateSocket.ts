import { parseCookie } from 'cookie';
import type { Socket } from 'socket.io';
import { sessionCookie } from '../app/authentication.ts';
import { errorCodeOf } from '../app/errorCodeOf.ts';
import { isForeignOrigin } from '../app/isForeignOrigin.ts';
import type { Db } from '../db/database.ts';
import { resolveSession } from '../modules/identity/resolveSession.ts';

export interface SocketIdentity {
  sessionId: string;
  userId: string;
  name: string;
  accountId: string;
  level: number;
}

// Sockets use the same session cookie as the API, and must come from our own origin (a page on
// another site must not ride the cookie into a websocket).
export function authenticateSocket(db: Db) {
  return async (socket: Socket, next: (error?: Error) => void) => {
    try {
      const { origin, host } = socket.handshake.headers;
      if (isForeignOrigin(origin, host)) return next(new Error('generic.csrf'));
      const token = parseCookie(socket.handshake.headers.cookie ?? '')[sessionCookie];
      const auth = token ? await resolveSession(db, token) : null;
      if (!auth || auth.session.isTwoFactorPending || !auth.membership)
        return next(new Error('generic.unauthenticated'));
      const identity: SocketIdentity = {
        sessionId: auth.session.id,
        userId: auth.user.id,
        name: auth.user.name,
        accountId: auth.membership.accountId,
        level: auth.membership.level,
      };
      socket.data.identity = identity;
      await socket.join([
        `session:${identity.sessionId}`,
        `account:${identity.accountId}`,
        `user:${identity.userId}`,
      ]);
      next();
    } catch (error) {
      next(new Error(errorCodeOf(error)));
    }
  };
}

export const identityOf = (socket: Socket) => socket.data.identity as SocketIdentity;
