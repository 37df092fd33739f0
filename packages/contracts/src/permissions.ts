import type { Module } from './access.ts';

// The permission document (spec core.md §3): per level, one map per area of what that level may do.
// Each permission names the weakest level that may ever hold it (`maxLevel`, a hard floor that no
// document can lift) and the weakest level holding it by default (`defaultLevel`). Plain constants,
// zod-free, because the web shell reads them to build the sidebar.

export const permissionAreas = [
  'realtime',
  'analytics',
  'conversations',
  'flow',
  'knowledge',
  'contacts',
  'broadcast',
  'live',
  'library',
  'settings',
] as const;
export type PermissionArea = (typeof permissionAreas)[number];

interface PermissionRule {
  maxLevel: number;
  defaultLevel: number;
}

const rule = (maxLevel: number, defaultLevel = maxLevel): PermissionRule => ({ maxLevel, defaultLevel });

export const permissionRules = {
  'realtime.view': rule(13),
  'analytics.view': rule(14, 13),
  'conversations.view': rule(15),
  'conversations.export': rule(14, 13),
  'flow.view': rule(14, 13),
  'flow.edit': rule(13, 12),
  'knowledge.view': rule(14, 13),
  'knowledge.edit': rule(13),
  'contacts.view': rule(15),
  'contacts.edit': rule(14),
  'broadcast.view': rule(14, 13),
  'broadcast.send': rule(13),
  'live.attend': rule(15),
  'live.transferSelected': rule(13),
  'library.view': rule(15),
  'library.edit': rule(14),
  'settings.users': rule(12),
  'settings.journeys': rule(12),
  'settings.departments': rule(13, 12),
  'settings.live': rule(13, 12),
  'settings.tags': rule(13),
  'settings.accessControl': rule(12),
  'settings.fields': rule(13, 12),
} as const satisfies Record<`${PermissionArea}.${string}`, PermissionRule>;
export type PermissionKey = keyof typeof permissionRules;
export const permissionKeys = Object.keys(permissionRules) as PermissionKey[];

// The account module an area belongs to: with the module off, none of the area's keys is granted,
// whatever the document says. Settings belong to every account.
export const permissionAreaModules = {
  realtime: 'realtime',
  analytics: 'statistics',
  conversations: 'conversation',
  flow: 'flow',
  knowledge: 'intelligence',
  contacts: 'crm',
  broadcast: 'campaigns',
  live: 'live',
  library: 'library',
  settings: null,
} as const satisfies Record<PermissionArea, Module | null>;

export const permissionAreaOf = (key: PermissionKey) => key.slice(0, key.indexOf('.')) as PermissionArea;
export const permissionNameOf = (key: PermissionKey) => key.slice(key.indexOf('.') + 1);
export const isPermissionKey = (key: string): key is PermissionKey => Object.hasOwn(permissionRules, key);

// The stored document of one level: area → permission name (without the area) → granted.
export type PermissionMaps = Partial<Record<string, Record<string, boolean>>>;

// What a member at `level` holds: within the level's floor, the document's choice or else the
// catalogue's default. The module check is separate (grantedPermissions) so the editor can show
// a document for an account whose modules change later.
export function documentGrants(level: number, maps: PermissionMaps | null, key: PermissionKey): boolean {
  const { maxLevel, defaultLevel } = permissionRules[key];
  if (level > maxLevel) return false;
  const chosen = maps?.[permissionAreaOf(key)]?.[permissionNameOf(key)];
  return typeof chosen === 'boolean' ? chosen : level <= defaultLevel;
}

export function grantedPermissions(
  level: number,
  maps: PermissionMaps | null,
  enabledModules: readonly string[],
): PermissionKey[] {
  return permissionKeys.filter((key) => {
    const module = permissionAreaModules[permissionAreaOf(key)];
    return (module === null || enabledModules.includes(module)) && documentGrants(level, maps, key);
  });
}
