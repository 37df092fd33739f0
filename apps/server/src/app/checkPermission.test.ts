import { describe, expect, it } from 'vitest';
import { checkPermission } from './checkPermission.ts';

const codeOf = (run: () => void) => {
  try {
    run();
    return 'allowed';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('checkPermission', () => {
  it('allows a granted permission whose module is on', () => {
    expect(
      codeOf(() => checkPermission({ modules: ['live'], permissions: ['live.attend'] }, 'live.attend')),
    ).toBe('allowed');
  });

  it('refuses with the module error when the area’s module is off, even if the key is listed', () => {
    expect(codeOf(() => checkPermission({ modules: [], permissions: ['live.attend'] }, 'live.attend'))).toBe(
      'accessControl.moduleDisabled',
    );
  });

  it('refuses a key the level does not hold', () => {
    expect(codeOf(() => checkPermission({ modules: ['campaigns'], permissions: [] }, 'broadcast.send'))).toBe(
      'accessControl.permissionDenied',
    );
  });

  it('needs no module for settings', () => {
    expect(
      codeOf(() => checkPermission({ modules: [], permissions: ['settings.tags'] }, 'settings.tags')),
    ).toBe('allowed');
  });
});
