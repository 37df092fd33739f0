import { grantedPermissions, levels, modules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { isAreaVisible } from './isAreaVisible.ts';

const everything = [...modules];
// What the demo levels hold with the catalogue's defaults and every module on.
const access = (level: number, enabled: string[] = everything) => ({
  modules: everything.filter((m) => enabled.includes(m)),
  level,
  permissions: grantedPermissions(level, null, enabled),
});

describe('isAreaVisible', () => {
  it('shows the internal area to supreme and master only', () => {
    expect(isAreaVisible('internal', access(levels.supreme))).toBe(true);
    expect(isAreaVisible('internal', access(levels.master))).toBe(true);
    expect(isAreaVisible('internal', access(levels.administrator))).toBe(false);
    expect(isAreaVisible('internal', access(levels.junior))).toBe(false);
  });

  it('shows settings to whoever holds a settings key: by default managers and above', () => {
    expect(isAreaVisible('settings', access(levels.administrator))).toBe(true);
    expect(isAreaVisible('settings', access(levels.manager))).toBe(true);
    expect(isAreaVisible('settings', access(levels.attendant))).toBe(false);
    expect(isAreaVisible('settings', access(levels.junior))).toBe(false);
    const withoutSettings = { ...access(levels.manager), permissions: ['realtime.view' as const] };
    expect(isAreaVisible('settings', withoutSettings)).toBe(false);
  });

  it('hides an area whose view key the level does not hold', () => {
    expect(isAreaVisible('realTime', access(levels.manager))).toBe(true);
    expect(isAreaVisible('realTime', access(levels.attendant))).toBe(false);
    const manager = access(levels.manager);
    const withoutRealTime = {
      ...manager,
      permissions: manager.permissions.filter((k) => k !== 'realtime.view'),
    };
    expect(isAreaVisible('realTime', withoutRealTime)).toBe(false);
    expect(isAreaVisible('analytics', withoutRealTime)).toBe(true);
    const withoutContacts = {
      ...manager,
      permissions: manager.permissions.filter((k) => k !== 'contacts.view'),
    };
    expect(isAreaVisible('contacts', withoutContacts)).toBe(false);
  });

  it('hides an area whose module the account has not enabled, whatever the level', () => {
    const withoutGenai = everything.filter((m) => m !== 'genai');
    expect(isAreaVisible('genai', access(levels.supreme, withoutGenai))).toBe(false);
    expect(isAreaVisible('knowledge', access(levels.supreme, withoutGenai))).toBe(true);
    expect(isAreaVisible('live', access(levels.administrator, ['crm']))).toBe(false);
    expect(isAreaVisible('contacts', access(levels.junior, ['crm']))).toBe(true);
  });

  it('always shows the areas every user needs', () => {
    for (const area of ['dashboard', 'profile', 'help'] as const) {
      expect(isAreaVisible(area, access(levels.junior, []))).toBe(true);
    }
  });
});
