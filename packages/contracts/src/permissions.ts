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
} as const satisfies Record<`${PermissionArea}.${string}`, PermissionRule>;
export type PermissionKey = keyof typeof permissionRules;
export const permissionKeys = Object.keys(permissionRules) as PermissionKey[];
