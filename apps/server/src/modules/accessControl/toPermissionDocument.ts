import {
  documentGrants,
  type PermissionDocument,
  type PermissionMaps,
  permissionKeys,
  permissionRules,
} from '@prosa/contracts';

// One level's document as the screen shows it: every key within the level's floor with what the
// level holds (the stored choice or the default); keys beyond the floor are left out.
export function toPermissionDocument(
  level: number,
  maps: PermissionMaps | null,
  callerLevel: number,
): PermissionDocument {
  const permissions: PermissionDocument['permissions'] = {};
  for (const key of permissionKeys)
    if (level <= permissionRules[key].maxLevel) permissions[key] = documentGrants(level, maps, key);
  // Administrators edit the levels below their power; the provider's staff also edit administrators.
  return { level, isEditable: level > callerLevel, permissions };
}
