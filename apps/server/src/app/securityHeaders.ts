import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Env } from './env.ts';

export const cspReportPath = '/api/csp-report';

type FastifyHelmetRouteOptions = Omit<FastifyHelmetOptions, 'global'>;

declare module 'fastify' {
  interface FastifyContextConfig {
    // Read by @fastify/helmet per request: set from an onRoute hook (buildServer) for cross-site routes.
    helmet?: FastifyHelmetRouteOptions;
  }
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
export function securityHeaders(env: Env): FastifyHelmetOptions {
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
export function embeddableHeaders(env: Env): FastifyHelmetRouteOptions {
  return {
    ...commonHeaders(env),
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(env) },
    xFrameOptions: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}
