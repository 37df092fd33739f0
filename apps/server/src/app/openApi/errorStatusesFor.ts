import type { Access } from '../access.ts';

export interface OperationShape {
  access: Access;
  method: string;
  hasInput: boolean;
  hasPathParams: boolean;
  hasBody: boolean;
}

// The catalogue statuses a route can answer, from what it is rather than from each use case:
// the guard in authentication.ts (401 without a session, 403 for level, permission or CSRF, 409 with
// no account chosen), validation (400), path ids (404), the body limit (413), the rate limit (429)
// and an unreachable database (503). Use-case codes share these statuses.
export function errorStatusesFor(shape: OperationShape): number[] {
  const { access, method, hasInput, hasPathParams, hasBody } = shape;
  const isWrite = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const isCrossSite = access.kind === 'public' && access.isCrossSite === true;
  const statuses: number[] = [];
  if (hasInput || hasBody) statuses.push(400);
  if (access.kind !== 'public') statuses.push(401);
  if (access.kind === 'member' || (isWrite && !isCrossSite)) statuses.push(403);
  if (hasPathParams) statuses.push(404);
  if (access.kind === 'member') statuses.push(409);
  if (hasBody) statuses.push(413);
  statuses.push(429, 503);
  return statuses;
}
