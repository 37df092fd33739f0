import { grantedPermissions, levels, modules } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes.ts';
import { isScreenBuilt } from './isScreenBuilt.ts';
import { listSettingsScreens } from './listSettingsScreens.ts';

const accessOf = (level: number) => ({
  modules: [...modules],
  level,
  permissions: grantedPermissions(level, null, [...modules]),
});
const paths = (level: number) => listSettingsScreens(appRoutes, accessOf(level)).map((route) => route.path);

describe('listSettingsScreens', () => {
  it('offers an administrator the built settings screens, journeys included, without unbuilt ones', () => {
    const offered = paths(levels.administrator);
    expect(offered).toContain('/settings/journeys');
    expect(offered).toContain('/settings/tags');
    expect(offered).toContain('/settings/fields');
    expect(offered).toContain('/settings/lists');
    expect(offered.every(isScreenBuilt)).toBe(true);
    expect(offered.some((path) => path.includes(':'))).toBe(false);
  });

  it('offers a manager only the screens their keys open', () => {
    const offered = paths(levels.manager);
    expect(offered).toContain('/settings/tags');
    expect(offered).not.toContain('/settings/journeys');
    expect(offered).not.toContain('/settings/users');
    // settings.fields is the administrator's by default.
    expect(offered).not.toContain('/settings/fields');
    // Campaign audiences go with broadcast.send, the managers' by default.
    expect(offered).toContain('/settings/bases');
  });
});
