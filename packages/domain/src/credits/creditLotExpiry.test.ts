import { describe, expect, it } from 'vitest';
import { creditLotExpiry, creditMonth, monthBounds } from './creditLotExpiry.ts';

describe('creditLotExpiry', () => {
  it('expires six calendar months after the purchase by default', () => {
    expect(creditLotExpiry(new Date('2026-11-27T10:30:00Z'), 6)?.toISOString()).toBe(
      '2027-05-27T10:30:00.000Z',
    );
  });

  it('keeps to the last day of a shorter month', () => {
    expect(creditLotExpiry(new Date('2026-08-31T00:00:00Z'), 6)?.toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('never expires when the plan says never', () => {
    expect(creditLotExpiry(new Date('2026-11-27T10:30:00Z'), null)).toBeNull();
  });
});

describe('monthBounds', () => {
  it('is the UTC calendar month the charge counts in', () => {
    const now = new Date('2026-12-31T23:59:59Z');
    expect(creditMonth(now)).toBe('2026-12');
    expect(monthBounds(now)).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
