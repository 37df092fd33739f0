import { permissionKeys, permissionRules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { groupByArea } from './groupByArea.ts';

describe('groupByArea', () => {
  it('groups every key under its area, in the areas’ order', () => {
    const catalogue = permissionKeys.map((key) => ({ key, ...permissionRules[key] }));
    const groups = groupByArea(catalogue);
    expect(groups.map((g) => g.area)).toEqual([
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
    ]);
    expect(groups.flatMap((g) => g.entries.map((e) => e.key)).sort()).toEqual([...permissionKeys].sort());
    expect(groups.at(-1)?.entries.map((e) => e.key)).toContain('settings.accessControl');
  });

  it('leaves out an area without keys', () => {
    expect(groupByArea([{ key: 'live.attend', maxLevel: 15, defaultLevel: 15 }]).map((g) => g.area)).toEqual([
      'live',
    ]);
  });
});
