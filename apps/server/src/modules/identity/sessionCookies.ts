import type { FastifyReply } from 'fastify';
import { csrfCookie, sessionCookie } from '../../app/authentication.ts';
import { sessionLifetimeMs } from './sessionRepository.ts';

export function setSessionCookies(reply: FastifyReply, token: string, csrfToken: string, isSecure: boolean) {
  const common = { path: '/', sameSite: 'lax' as const, secure: isSecure, maxAge: sessionLifetimeMs / 1000 };
  reply.setCookie(sessionCookie, token, { ...common, httpOnly: true });
  // Readable by the page on purpose: it echoes it in the x-csrf-token header.
  reply.setCookie(csrfCookie, csrfToken, { ...common, httpOnly: false });
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(sessionCookie, { path: '/' });
  reply.clearCookie(csrfCookie, { path: '/' });
}
