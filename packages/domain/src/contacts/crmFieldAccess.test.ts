import { type CrmRole, levels } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { canEditField, canEditSection, canViewField, crmRoleOf } from './crmFieldAccess.ts';

const guarded = (view: CrmRole[], edit: CrmRole[] = []) => ({ permissions: { view, edit } });
const all: CrmRole[] = ['administrator', 'manager', 'attendant'];

describe('crm field access', () => {
  it('maps levels to the roles sections and fields grant to', () => {
    expect([10, 11, 12, 13, 14, 15].map(crmRoleOf)).toEqual([
      'provider',
      'provider',
      'administrator',
      'manager',
      'attendant',
      'attendant',
    ]);
  });

  it('shows a field only when both its section and the field grant view', () => {
    const open = guarded(all);
    const managersOnly = guarded(['administrator', 'manager']);
    expect(canViewField(levels.manager, open, managersOnly)).toBe(true);
    expect(canViewField(levels.attendant, open, managersOnly)).toBe(false);
    expect(canViewField(levels.junior, managersOnly, open)).toBe(false);
    expect(canViewField(levels.junior, open, open)).toBe(true);
  });

  it('lets a field be changed only when both its section and the field grant edit', () => {
    const editable = guarded(all, all);
    const readOnly = guarded(all, ['administrator']);
    expect(canEditField(levels.administrator, editable, readOnly)).toBe(true);
    expect(canEditField(levels.manager, editable, readOnly)).toBe(false);
    expect(canEditField(levels.manager, readOnly, editable)).toBe(false);
    expect(canEditSection(levels.attendant, editable)).toBe(true);
  });

  it("keeps the provider's staff able to see and change what administrators may not", () => {
    const closed = guarded([], []);
    for (const level of [levels.supreme, levels.master]) {
      expect(canViewField(level, closed, closed)).toBe(true);
      expect(canEditField(level, closed, closed)).toBe(true);
    }
    expect(canViewField(levels.administrator, closed, closed)).toBe(false);
  });
});
