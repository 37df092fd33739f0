import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from './env.ts';

export const cspReportPath = '/api/csp-report';

declare module 'fastify' {
  interface FastifyContextConfig {
    // What customers' sites load or frame gets embeddableHeaders instead of the panel's: set by the
    // route, or from an onRoute hook (buildServer) for cross-site routes.
    isEmbeddable?: boolean;
  }
}

// Every answer's security headers, the panel's or the embeddable ones by the route's config. Each
// set's helmet middleware is built once: @fastify/helmet built it, parsing its CSP, on every request
// (about 4 % of the server's CPU at a broadcast's 3,000 requests a second).
export function registerSecurityHeaders(app: FastifyInstance, env: Env) {
  const page = helmet(securityHeaders(env));
  const embeddable = helmet(embeddableHeaders(env));
  app.addHook('onRequest', (request, reply, done) => {
    const apply = request.routeOptions.config?.isEmbeddable ? embeddable : page;
    apply(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

type Directives = Record<string, string[]>;

// What a page of ours may load. Scripts only from files of this origin: the panel's build has no
// inline script (index.html loads /boot.js), so an injected <script> or event handler never runs.
// Styles allow 'unsafe-inline' because Ant Design's CSS-in-JS, @xyflow and the widget's shadow root
// insert <style> elements at run time; a nonce would need index.html rendered per request and
// threaded through every library, for a much smaller risk than script (docs/decisions.md).
// Images: avatars and knowledge answers may point at any https address. connect-src 'self' covers
// the API and socket.io's same-origin ws:/wss: in CSP level 3 browsers.
function pageDirectives(env: Env): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'report-uri': [cspReportPath],
    ...(env.isHttpsPublicUrl ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

// Shared by the panel and the embeddable routes.
function commonHeaders(env: Env) {
  return {
    // Panel addresses carry reset tokens and conversation ids: no other site learns them.
    referrerPolicy: { policy: 'no-referrer' as const },
    // HSTS makes sense only where TLS is what users reach; not includeSubDomains, since the
    // operator's other hosts under the same domain are none of Prosa's business.
    strictTransportSecurity: env.isHttpsPublicUrl ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

// The panel: no other site may frame it (clickjacking); it frames only its own /webchat/demo preview.
function securityHeaders(env: Env): HelmetOptions {
  return {
    ...commonHeaders(env),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...pageDirectives(env), 'frame-src': ["'self'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

// Route-level override for what customers' sites embed: the widget script and the files the widget
// shows load from any origin, and the demo site may be framed (the panel's preview does) while
// keeping its own CSP for the page and the widget in it.
function embeddableHeaders(env: Env): HelmetOptions {
  return {
    ...commonHeaders(env),
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(env) },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}
