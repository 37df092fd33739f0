import type { Access } from '../access.ts';
import { csrfHeader, sessionCookie } from '../authentication.ts';

export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookie,
    description: 'The httpOnly session cookie set by the login.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: csrfHeader,
    description:
      'The readable `prosa_csrf` cookie echoed back, required on every cookie-authenticated write.',
  },
} as const;

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

// What authentication/authorize asks of a route, in OpenAPI terms: public routes need nothing
// (an empty list says so explicitly), the others the session cookie, and writes the CSRF header.
export function securityFor(access: Access, method: string): Array<Record<string, string[]>> {
  if (access.kind === 'public') return [];
  return reads.has(method) ? [{ session: [] }] : [{ session: [], csrf: [] }];
}
