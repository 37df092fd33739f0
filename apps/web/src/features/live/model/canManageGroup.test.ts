import { describe, expect, it } from 'vitest';
import { canManageGroup } from './canManageGroup.ts';

describe('canManageGroup', () => {
  it('lets the holder manage the group of a room being attended', () => {
    for (const status of ['new', 'waiting', 'transferred', 'internal', 'paused'] as const)
      expect(canManageGroup({ attendantId: 'me', status }, 'me', 14)).toBe(true);
  });

  it('lets managers and administrators manage any room they see, and no other attendant', () => {
    expect(canManageGroup({ attendantId: 'carla', status: 'waiting' }, 'me', 13)).toBe(true);
    expect(canManageGroup({ attendantId: 'carla', status: 'waiting' }, 'me', 11)).toBe(true);
    expect(canManageGroup({ attendantId: 'carla', status: 'waiting' }, 'me', 14)).toBe(false);
    expect(canManageGroup({ attendantId: 'carla', status: 'waiting' }, 'me', 15)).toBe(false);
  });

  it('refuses everyone on a queued, finished, abandoned or bot room', () => {
    for (const status of ['queueManual', 'queueAutomatic', 'finished', 'abandoned', 'bot'] as const)
      expect(canManageGroup({ attendantId: 'me', status }, 'me', 10)).toBe(false);
  });
});
