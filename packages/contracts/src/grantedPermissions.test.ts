import { describe, expect, it } from 'vitest';
import { modules } from './access.ts';
import { documentGrants, grantedPermissions, permissionKeys, permissionRules } from './permissions.ts';

const allModules = [...modules];

describe('grantedPermissions', () => {
  it('gives each level the catalogue defaults when the account has no document', () => {
    const manager = grantedPermissions(13, null, allModules);
    expect(manager).toContain('settings.tags');
    expect(manager).toContain('realtime.view');
    expect(manager).not.toContain('settings.users');
    expect(manager).not.toContain('flow.edit');
    const junior = grantedPermissions(15, null, allModules);
    expect(junior).toEqual(['conversations.view', 'contacts.view', 'live.attend', 'library.view']);
  });

  it('grants the provider staff and administrators every key by default', () => {
    expect(grantedPermissions(10, null, allModules)).toEqual(permissionKeys);
    expect(grantedPermissions(12, null, allModules)).toEqual(permissionKeys);
  });

  it('follows the document within the level floor', () => {
    const maps = { settings: { tags: false }, analytics: { view: true } };
    const attendant = grantedPermissions(14, maps, allModules);
    expect(attendant).toContain('analytics.view');
    expect(grantedPermissions(13, maps, allModules)).not.toContain('settings.tags');
  });

  it('never lifts a key above its floor, whatever the document says', () => {
    const maps = { settings: { users: true, tags: true }, realtime: { view: true } };
    const granted = grantedPermissions(15, maps, allModules);
    expect(granted).not.toContain('settings.users');
    expect(granted).not.toContain('settings.tags');
    expect(granted).not.toContain('realtime.view');
  });

  it('drops the keys of an area whose module is off, but never the settings', () => {
    const granted = grantedPermissions(
      12,
      null,
      allModules.filter((m) => m !== 'statistics' && m !== 'live'),
    );
    expect(granted).not.toContain('analytics.view');
    expect(granted).not.toContain('live.attend');
    expect(granted).toContain('settings.live');
    expect(grantedPermissions(12, null, [])).toEqual(permissionKeys.filter((k) => k.startsWith('settings.')));
  });

  it('ignores values that are not booleans and falls back to the default', () => {
    const maps = { settings: { tags: 'no' as unknown as boolean } };
    expect(documentGrants(13, maps, 'settings.tags')).toBe(true);
  });

  it('keeps every default within its floor', () => {
    for (const { maxLevel, defaultLevel } of Object.values(permissionRules))
      expect(defaultLevel).toBeLessThanOrEqual(maxLevel);
  });
});
