import type { PermissionKey } from '@prosa/contracts';
import type { FastifyInstance } from 'fastify';

// Every /api route declares who may call it; a route without a declaration stops the server at
// start, so no endpoint is left unguarded by accident.
//  public  - anyone
//  pending - a session still waiting for its two-factor code
//  user    - a signed-in user, account chosen or not
//  member  - a signed-in user inside an account, at `level` or more power (lower number) and, when
//            a `permission` is named, holding it in the account's permission document
//  public with isCrossSite - the webchat widget's uploads, posted from customers' sites without cookies
export type Access =
  | { kind: 'public'; isCrossSite?: boolean }
  | { kind: 'pending' }
  | { kind: 'user' }
  | { kind: 'member'; level?: number; permission?: PermissionKey };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const publicAccess = { access: { kind: 'public' } } as const;
export const crossSiteAccess = { access: { kind: 'public', isCrossSite: true } } as const;
export const pendingAccess = { access: { kind: 'pending' } } as const;
export const userAccess = { access: { kind: 'user' } } as const;
export const memberAccess = (level = 15, permission?: PermissionKey) =>
  ({ access: { kind: 'member', level, permission } }) as const;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}
const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

export function requireDeclaredAccess(app: FastifyInstance) {
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
}

// Every /api route with its rule, as registered: the authorization matrix test checks that each
// one has its row, so a new route cannot go untested.
export const declaredRoutes = (app: FastifyInstance): readonly DeclaredRoute[] => declared.get(app) ?? [];
