import { type PermissionKey, permissionAreaModules, permissionAreaOf } from '@prosa/contracts';
import type { ResolvedSession } from '../modules/identity/resolveSession.ts';
import { CatalogueError } from './CatalogueError.ts';

// The module comes first: with it off, the account has no such area, whatever the document says.
export function checkPermission(
  auth: Pick<ResolvedSession, 'modules' | 'permissions'>,
  permission: PermissionKey,
) {
  const module = permissionAreaModules[permissionAreaOf(permission)];
  if (module && !auth.modules.includes(module)) throw new CatalogueError('accessControl.moduleDisabled');
  if (!auth.permissions.includes(permission)) throw new CatalogueError('accessControl.permissionDenied');
}
