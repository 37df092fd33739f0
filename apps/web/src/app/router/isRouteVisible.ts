import type { AppRoute } from './appRoutes.ts';
import { type AreaAccess, isAreaVisible } from './isAreaVisible.ts';
import { routeMaxLevels, routePermissions } from './routePermissions.ts';

// A screen shows when its area does, the caller holds the screen's own key, if it names one, and
// their level reaches the screen's, if it has one.
export function isRouteVisible(route: Pick<AppRoute, 'path' | 'area'>, access: AreaAccess): boolean {
  const permission = routePermissions[route.path];
  const maxLevel = routeMaxLevels[route.path];
  return (
    isAreaVisible(route.area, access) &&
    (!permission || access.permissions.includes(permission)) &&
    (maxLevel === undefined || access.level <= maxLevel)
  );
}
