import { describe, expect, it } from 'vitest';
import { flowRightsOf } from './flowRightsOf.ts';

describe('flowRightsOf', () => {
  it('offers nothing before the session is known', () => {
    expect(flowRightsOf(undefined)).toEqual({ canEdit: false, canPublish: false, canUseVersions: false });
  });

  it('lets a manager granted flow.edit save, but not publish nor use versions', () => {
    expect(flowRightsOf({ level: 13, permissions: ['flow.view', 'flow.edit'] })).toEqual({
      canEdit: true,
      canPublish: false,
      canUseVersions: false,
    });
  });

  it('leaves an administrator without flow.edit reading only', () => {
    expect(flowRightsOf({ level: 12, permissions: ['flow.view'] })).toEqual({
      canEdit: false,
      canPublish: false,
      canUseVersions: false,
    });
    expect(flowRightsOf({ level: 12, permissions: ['flow.view', 'flow.edit'] })).toEqual({
      canEdit: true,
      canPublish: true,
      canUseVersions: false,
    });
  });

  it('keeps versions to master level', () => {
    expect(flowRightsOf({ level: 11, permissions: ['flow.view', 'flow.edit'] }).canUseVersions).toBe(true);
  });

  it('never offers editing below the permission floor, whatever the permissions say', () => {
    expect(flowRightsOf({ level: 14, permissions: ['flow.view', 'flow.edit'] }).canEdit).toBe(false);
  });
});
