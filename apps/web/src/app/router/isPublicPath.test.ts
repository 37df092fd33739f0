import { describe, expect, it } from 'vitest';
import { appRoutes } from './appRoutes.ts';
import { isPublicPath } from './isPublicPath.ts';

describe('isPublicPath', () => {
  it('treats the login screens, the reset page and the dev outbox as public', () => {
    for (const path of ['/login', '/login/signin', '/login/forgot', '/login/reset', '/dev/outbox']) {
      expect(isPublicPath(path)).toBe(true);
    }
  });

  it('treats every route of the panel as protected', () => {
    for (const { path } of appRoutes) expect(isPublicPath(path)).toBe(false);
    expect(isPublicPath('/loginx')).toBe(false);
  });
});
