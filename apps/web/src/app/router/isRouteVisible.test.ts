import { grantedPermissions, levels, modules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes.ts';
import { isRouteVisible } from './isRouteVisible.ts';
import { routePermissions } from './routePermissions.ts';

const manager = {
  modules: [...modules],
  level: levels.manager,
  permissions: grantedPermissions(levels.manager, null, [...modules]),
};
const byPath = (path: string) => {
  const route = appRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route;
};

describe('isRouteVisible', () => {
  it('shows a settings screen only with its own key', () => {
    expect(isRouteVisible(byPath('/settings/tags'), manager)).toBe(true);
    expect(isRouteVisible(byPath('/settings/users'), manager)).toBe(false);
    expect(isRouteVisible(byPath('/settings/access/control'), manager)).toBe(false);
    const withoutTags = { ...manager, permissions: manager.permissions.filter((k) => k !== 'settings.tags') };
    expect(isRouteVisible(byPath('/settings/tags'), withoutTags)).toBe(false);
    const departmentsOnly = { ...manager, permissions: ['settings.departments' as const] };
    expect(isRouteVisible(byPath('/settings/live/departments'), departmentsOnly)).toBe(true);
    expect(isRouteVisible(byPath('/settings/live/messages'), departmentsOnly)).toBe(false);
  });

  it('names only routes that exist', () => {
    for (const path of Object.keys(routePermissions)) expect(byPath(path).area).toBe('settings');
  });
});
