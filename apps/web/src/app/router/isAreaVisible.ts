import { levels, type Me, type Module } from '@prosa/contracts';
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

// Areas reserved by level (lower is more power): the provider's internal area for supreme and
// master only; settings and notification control for managers and above.
const areaMaxLevel: Partial<Record<Area, number>> = {
  internal: levels.master,
  settings: levels.manager,
  notification: levels.manager,
};

export function isAreaVisible(area: Area, access: Pick<Me, 'modules' | 'level'>): boolean {
  const module = areaModules[area];
  if (module && !access.modules.includes(module)) return false;
  const maxLevel = areaMaxLevel[area];
  return maxLevel === undefined || access.level <= maxLevel;
}
