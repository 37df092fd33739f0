import { levels, type PermissionKey } from '@prosa/contracts';

export interface FlowRights {
  canEdit: boolean;
  canPublish: boolean;
  // Looking at the published versions and restoring one.
  canUseVersions: boolean;
}

// What the flow screens offer the caller, by the server's rules (flowRoutes.ts): saving needs
// `flow.edit`, publishing that at administrator level, versions master level.
export function flowRightsOf(
  me: { level: number; permissions: readonly PermissionKey[] } | undefined,
): FlowRights {
  if (!me) return { canEdit: false, canPublish: false, canUseVersions: false };
  const canEdit = me.level <= levels.manager && me.permissions.includes('flow.edit');
  return {
    canEdit,
    canPublish: canEdit && me.level <= levels.administrator,
    canUseVersions: me.level <= levels.master && me.permissions.includes('flow.view'),
  };
}
