import type { AppRoute } from './appRoutes.ts';
import type { AreaAccess } from './isAreaVisible.ts';
import { isRouteVisible } from './isRouteVisible.ts';

// The settings screens the caller may open from /settings: built ones (not "not available yet"),
// without an id in their path, that their permission keys allow. The simulator is not one: the
// sidebar offers it in demo mode only.
export const listSettingsScreens = (routes: AppRoute[], access: AreaAccess) =>
  routes.filter(
    (route) =>
      route.path.startsWith('/settings/') &&
      !route.path.includes(':') &&
      route.page !== 'notAvailable' &&
      route.page !== 'simulator' &&
      isRouteVisible(route, access),
  );
