import { describe, expect, it } from 'vitest';
import { allocateCredits } from './allocateCredits.ts';

const now = new Date('2026-11-27T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('allocateCredits', () => {
  it('spends the lots that expire first, never-expiring ones last', () => {
    const lots = [
      { id: 'never', remaining: 10, expiresAt: null },
      { id: 'late', remaining: 3, expiresAt: at('2027-05-01T00:00:00Z') },
      { id: 'soon', remaining: 2, expiresAt: at('2026-12-01T00:00:00Z') },
    ];
    expect(allocateCredits(lots, 6, now)).toEqual([
      { lotId: 'soon', credits: 2 },
      { lotId: 'late', credits: 3 },
      { lotId: 'never', credits: 1 },
    ]);
  });

  it('skips expired and empty lots', () => {
    const lots = [
      { id: 'expired', remaining: 50, expiresAt: at('2026-11-27T11:59:59Z') },
      { id: 'empty', remaining: 0, expiresAt: at('2026-12-01T00:00:00Z') },
      { id: 'good', remaining: 1, expiresAt: at('2026-11-27T12:00:01Z') },
    ];
    expect(allocateCredits(lots, 1, now)).toEqual([{ lotId: 'good', credits: 1 }]);
    // A lot expiring at this very instant no longer counts.
    expect(allocateCredits([{ id: 'edge', remaining: 5, expiresAt: now }], 1, now)).toBeNull();
  });

  it('refuses when the usable lots do not suffice', () => {
    const lots = [
      { id: 'a', remaining: 2, expiresAt: null },
      { id: 'expired', remaining: 9, expiresAt: at('2026-01-01T00:00:00Z') },
    ];
    expect(allocateCredits(lots, 3, now)).toBeNull();
    expect(allocateCredits([], 1, now)).toBeNull();
  });

  it('orders lots with the same expiry by id, the same in every process', () => {
    const expiresAt = at('2027-01-01T00:00:00Z');
    const lots = [
      { id: 'b', remaining: 1, expiresAt },
      { id: 'a', remaining: 1, expiresAt },
    ];
    expect(allocateCredits(lots, 1, now)).toEqual([{ lotId: 'a', credits: 1 }]);
  });

  it('charges nothing for nothing', () => {
    expect(allocateCredits([], 0, now)).toEqual([]);
  });
});
