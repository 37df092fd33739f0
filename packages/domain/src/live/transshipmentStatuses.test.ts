import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RoomStatus, roomStatuses } from './roomStatuses.ts';
import {
  type TransshipmentStatus,
  transshipmentAfter,
  transshipmentStatuses,
  transshipmentUnrealized,
} from './transshipmentStatuses.ts';

describe('transshipmentAfter', () => {
  it('marks a queued room as waiting', () => {
    expect(transshipmentAfter('queueAutomatic', null)).toBe('waiting');
    expect(transshipmentAfter('queueManual', 'notAttended')).toBe('waiting');
  });

  it('marks a room with an attendant who has not answered as not attended', () => {
    expect(transshipmentAfter('new', 'waiting')).toBe('notAttended');
    expect(transshipmentAfter('transferred', 'attended')).toBe('notAttended');
  });

  it('marks an answered room as attended', () => {
    expect(transshipmentAfter('waiting', 'notAttended')).toBe('attended');
  });

  it('marks as unattended a customer who left while queued or unanswered', () => {
    expect(transshipmentAfter('abandoned', 'waiting')).toBe('unattended');
    expect(transshipmentAfter('abandoned', 'notAttended')).toBe('unattended');
  });

  it('leaves a customer who left the bot without a transshipment', () => {
    expect(transshipmentAfter('abandoned', null)).toBeNull();
    expect(transshipmentAfter('bot', null)).toBeNull();
    expect(transshipmentAfter('internal', null)).toBeNull();
  });

  it('keeps an attended conversation attended when it is finished, paused or abandoned', () => {
    for (const room of ['finished', 'paused', 'abandoned', 'internal', 'bot'] as const)
      expect(transshipmentAfter(room, 'attended')).toBe('attended');
  });

  it('keeps an unrealized hand-off unrealized while the bot resumes', () => {
    expect(transshipmentUnrealized).toBe('unrealized');
    expect(transshipmentAfter('bot', transshipmentUnrealized)).toBe('unrealized');
  });

  it('is total: every room status with any previous gives a known status', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<RoomStatus>(...roomStatuses),
        fc.constantFrom<TransshipmentStatus>(...transshipmentStatuses),
        (room, previous) => {
          expect(transshipmentStatuses).toContain(transshipmentAfter(room, previous));
        },
      ),
    );
  });

  it('depends on the previous status only for statuses that say nothing new', () => {
    const decisive: RoomStatus[] = ['queueAutomatic', 'queueManual', 'new', 'transferred', 'waiting'];
    for (const room of decisive) {
      const results = new Set<TransshipmentStatus | null>(
        transshipmentStatuses.map((p) => transshipmentAfter(room, p)),
      );
      results.add(transshipmentAfter(room, null));
      expect(results.size).toBe(1);
    }
  });
});
