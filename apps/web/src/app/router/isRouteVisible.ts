import type { AppRoute } from './appRoutes.ts';
import { type AreaAccess, isAreaVisible } from './isAreaVisible.ts';
import { routePermissions } from './routePermissions.ts';

// A screen shows when its area does and the caller holds the screen's own key, if it names one.
export function isRouteVisible(route: Pick<AppRoute, 'path' | 'area'>, access: AreaAccess): boolean {
  const permission = routePermissions[route.path];
  return isAreaVisible(route.area, access) && (!permission || access.permissions.includes(permission));
}
