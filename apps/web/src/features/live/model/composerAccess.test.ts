import { describe, expect, it } from 'vitest';
import { composerAccess } from './composerAccess.ts';

describe('composerAccess', () => {
  it('lets the current attendant write while the room takes an answer', () => {
    for (const status of ['new', 'waiting', 'transferred', 'internal'] as const)
      expect(composerAccess({ attendantId: 'me', status }, 'me')).toBe('send');
  });

  it('keeps a previous attendant read-only after a transfer', () => {
    expect(composerAccess({ attendantId: 'gustavo', status: 'transferred' }, 'me')).toBe('notAttendant');
    expect(composerAccess({ attendantId: 'gustavo', status: 'waiting' }, 'me')).toBe('notAttendant');
  });

  it('keeps everyone read-only in a queued, finished, abandoned or paused room', () => {
    expect(composerAccess({ attendantId: null, status: 'queueManual' }, 'me')).toBe('notAttendant');
    expect(composerAccess({ attendantId: 'me', status: 'finished' }, 'me')).toBe('finished');
    expect(composerAccess({ attendantId: 'me', status: 'abandoned' }, 'me')).toBe('finished');
    expect(composerAccess({ attendantId: 'me', status: 'paused' }, 'me')).toBe('paused');
  });
});
