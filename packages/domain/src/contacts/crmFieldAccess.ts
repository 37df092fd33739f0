import { type CrmPermissions, type CrmRole, levels } from '@prosa/contracts';

// Per-field access (spec §6, docs/decisions.md): sections and fields grant view and edit to
// administrator, manager and attendant. The provider's staff (levels 10 and 11) always may, so a
// section closed to the account's administrators stays open to support; juniors follow attendants.
export function crmRoleOf(level: number): CrmRole | 'provider' {
  if (level < levels.administrator) return 'provider';
  if (level === levels.administrator) return 'administrator';
  if (level === levels.manager) return 'manager';
  return 'attendant';
}

interface Guarded {
  permissions: CrmPermissions;
}

const grants = (list: readonly CrmRole[], level: number) => {
  const role = crmRoleOf(level);
  return role === 'provider' || list.includes(role);
};

export const canViewSection = (level: number, section: Guarded) => grants(section.permissions.view, level);
export const canEditSection = (level: number, section: Guarded) => grants(section.permissions.edit, level);

// A field is seen only when both its section and the field grant view to the role.
export const canViewField = (level: number, section: Guarded, field: Guarded) =>
  canViewSection(level, section) && grants(field.permissions.view, level);

// …and changed only when both grant edit.
export const canEditField = (level: number, section: Guarded, field: Guarded) =>
  canEditSection(level, section) && grants(field.permissions.edit, level);
