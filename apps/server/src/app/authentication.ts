import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { type ResolvedSession, resolveSession } from '../modules/identity/resolveSession.ts';
import type { Access } from './access.ts';
import { CatalogueError } from './CatalogueError.ts';
import { checkPermission } from './checkPermission.ts';
import type { DomainEventBus } from './domainEvents.ts';
import { isForeignOrigin } from './isForeignOrigin.ts';

export const sessionCookie = 'prosa_session';
export const csrfCookie = 'prosa_csrf';
export const csrfHeader = 'x-csrf-token';

// What a use case gets: the caller, always scoped to one account.
export interface RequestContext {
  db: Db;
  events: DomainEventBus;
  accountId: string;
  userId: string;
  sessionId: string;
  level: number;
  language: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: ResolvedSession | null;
    ctx: RequestContext;
  }
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function checkCsrf(request: FastifyRequest, access: Access) {
  if (!unsafeMethods.has(request.method)) return;
  // No cookie is read on these routes, so another site's page has nothing to ride on.
  if (access.kind === 'public' && access.isCrossSite) return;
  // A browser always names the page's origin on cross-site writes; it must be ours.
  if (isForeignOrigin(request.headers.origin, request.headers.host)) throw new CatalogueError('generic.csrf');
  // Cookie-authenticated writes also carry the session's token (double submit, tied to the session).
  if (request.auth && request.headers[csrfHeader] !== request.auth.session.csrfToken)
    throw new CatalogueError('generic.csrf');
}

function authorize(request: FastifyRequest, access: Access, db: Db, events: DomainEventBus) {
  if (access.kind === 'public') return;
  const auth = request.auth;
  if (!auth) throw new CatalogueError('generic.unauthenticated');
  if (access.kind === 'pending') return;
  if (auth.session.isTwoFactorPending) throw new CatalogueError('auth.codeRequired');
  if (access.kind === 'user') return;
  if (!auth.membership) throw new CatalogueError('auth.accountRequired');
  if (access.level !== undefined && auth.membership.level > access.level)
    throw new CatalogueError('generic.forbidden');
  if (access.permission) checkPermission(auth, access.permission);
  request.ctx = {
    db,
    events,
    accountId: auth.membership.accountId,
    userId: auth.user.id,
    sessionId: auth.session.id,
    level: auth.membership.level,
    language: auth.user.language,
  };
}

export function registerAuthentication(app: FastifyInstance, db: Db, events: DomainEventBus) {
  app.decorateRequest('auth', null);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // Before body validation: a caller who may not use a route learns nothing of its fields.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    const token = request.cookies[sessionCookie];
    request.auth = token ? await resolveSession(db, token) : null;
    checkCsrf(request, access);
    authorize(request, access, db, events);
  });
}
