import { levels, type Me, type Module, type PermissionKey } from '@prosa/contracts';
import type { Area } from './areas.ts';

// Areas that exist only when the account has the module enabled (spec §1 "enabled modules").
const areaModules: Partial<Record<Area, Module>> = {
  realTime: 'realtime',
  people: 'people',
  live: 'live',
  conversations: 'conversation',
  contacts: 'crm',
  analytics: 'statistics',
  flow: 'flow',
  knowledge: 'intelligence',
  genai: 'genai',
  broadcast: 'campaigns',
  library: 'library',
};

// Areas the permission document opens: the key the caller's level must hold. Settings open with
// any settings key (each settings screen then follows its own, see routePermissions).
const areaPermissions: Partial<Record<Area, PermissionKey>> = {
  realTime: 'realtime.view',
  analytics: 'analytics.view',
  conversations: 'conversations.view',
  contacts: 'contacts.view',
  flow: 'flow.view',
  knowledge: 'knowledge.view',
  broadcast: 'broadcast.view',
  live: 'live.attend',
  library: 'library.view',
};

// Areas reserved by level (lower is more power): the provider's internal area for supreme and
// master only; notification control for managers and above.
const areaMaxLevel: Partial<Record<Area, number>> = {
  internal: levels.master,
  notification: levels.manager,
};

export type AreaAccess = Pick<Me, 'modules' | 'level' | 'permissions'>;

export function isAreaVisible(area: Area, access: AreaAccess): boolean {
  const module = areaModules[area];
  if (module && !access.modules.includes(module)) return false;
  const permission = areaPermissions[area];
  if (permission && !access.permissions.includes(permission)) return false;
  if (area === 'settings' && !access.permissions.some((key) => key.startsWith('settings.'))) return false;
  const maxLevel = areaMaxLevel[area];
  return maxLevel === undefined || access.level <= maxLevel;
}
