import { describe, expect, it } from 'vitest';
import { composerAccess } from './composerAccess.ts';

const none: Array<{ id: string; name: string }> = [];
const withMe = [
  { id: 'carla', name: 'Carla' },
  { id: 'me', name: 'Eu' },
];

describe('composerAccess', () => {
  it('lets the current attendant write while the room takes an answer', () => {
    for (const status of ['new', 'waiting', 'transferred', 'internal'] as const)
      expect(composerAccess({ attendantId: 'me', participants: none, status }, 'me')).toBe('send');
  });

  it('lets a participant of the group write beside the holder, in the same statuses', () => {
    for (const status of ['new', 'waiting', 'transferred', 'internal'] as const)
      expect(composerAccess({ attendantId: 'gustavo', participants: withMe, status }, 'me')).toBe('send');
    expect(composerAccess({ attendantId: 'gustavo', participants: withMe, status: 'paused' }, 'me')).toBe(
      'paused',
    );
    expect(composerAccess({ attendantId: 'gustavo', participants: withMe, status: 'finished' }, 'me')).toBe(
      'finished',
    );
  });

  it('keeps a previous attendant, or someone not in the group, read-only', () => {
    const others = [{ id: 'carla', name: 'Carla' }];
    expect(composerAccess({ attendantId: 'gustavo', participants: none, status: 'transferred' }, 'me')).toBe(
      'notAttendant',
    );
    expect(composerAccess({ attendantId: 'gustavo', participants: others, status: 'waiting' }, 'me')).toBe(
      'notAttendant',
    );
  });

  it('keeps everyone read-only in a queued, finished, abandoned or paused room', () => {
    expect(composerAccess({ attendantId: null, participants: none, status: 'queueManual' }, 'me')).toBe(
      'notAttendant',
    );
    expect(composerAccess({ attendantId: 'me', participants: none, status: 'finished' }, 'me')).toBe(
      'finished',
    );
    expect(composerAccess({ attendantId: 'me', participants: none, status: 'abandoned' }, 'me')).toBe(
      'finished',
    );
    expect(composerAccess({ attendantId: 'me', participants: none, status: 'paused' }, 'me')).toBe('paused');
  });
});
