import type { FastifyRequest } from 'fastify';
import type { Env } from './env.ts';

// The address put in e-mailed links. Any caller can set the Host header, so a link built from it
// in real mail would let a stranger send a user a reset link to their own site (reset poisoning).
// Real mail therefore uses PUBLIC_URL, or this server's loopback address when it is unset. Sandbox
// mail never leaves this machine, so there the link follows the address the panel was opened at
// (the Vite dev server's, in development).
export function linkBaseUrl(env: Pick<Env, 'PUBLIC_URL' | 'SMTP_HOST'>, request: FastifyRequest): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  if (!env.SMTP_HOST) return `${request.protocol}://${request.host}`;
  return `${request.protocol}://localhost:${request.socket.localPort}`;
}
