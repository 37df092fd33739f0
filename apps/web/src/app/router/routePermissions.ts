import type { PermissionKey } from '@prosa/contracts';

// Screens that need one key of the permission document beyond their area, by route path (kept
// apart from the route table so that features landing there do not touch the access rules).
export const routePermissions: Record<string, PermissionKey> = {
  '/settings/users': 'settings.users',
  '/settings/live': 'settings.live',
  '/settings/live/messages': 'settings.live',
  '/settings/live/behavior': 'settings.live',
  '/settings/live/departments': 'settings.departments',
  '/settings/tags': 'settings.tags',
  '/settings/journeys': 'settings.journeys',
  '/settings/access/control': 'settings.accessControl',
  '/settings/fields': 'settings.fields',
  // Campaign audiences (issue 18): whoever may send broadcasts.
  '/settings/lists': 'broadcast.send',
  '/settings/bases': 'broadcast.send',
};

// Screens whose server routes are guarded by a level alone (no permission key): the weakest level
// that may open them.
export const routeMaxLevels: Record<string, number> = {
  '/settings/status': 13,
  '/settings/optout': 13,
  // The LGPD audit log (issue 16): administrators.
  '/settings/privacy': 12,
  // Sending domains (issue 17): administrators.
  '/settings/domains': 12,
};
