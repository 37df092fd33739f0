import { describe, expect, it } from 'vitest';
import { windowLeft } from './windowLeft.ts';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('windowLeft', () => {
  it('has no window on webchat', () => {
    expect(windowLeft(null, 'webchat', now)).toBeNull();
  });

  it('counts the hours and minutes left, rounding a started minute up', () => {
    expect(windowLeft('2026-11-27T11:30:30Z', 'whatsapp', now)).toEqual({
      kind: 'open',
      hours: 23,
      minutes: 31,
    });
    expect(windowLeft('2026-11-26T12:00:01Z', 'whatsapp', now)).toEqual({
      kind: 'open',
      hours: 0,
      minutes: 1,
    });
  });

  it('is closed once the end has passed, or when the customer never wrote', () => {
    expect(windowLeft('2026-11-26T12:00:00Z', 'whatsapp', now)).toEqual({ kind: 'closed' });
    expect(windowLeft(null, 'whatsapp', now)).toEqual({ kind: 'closed' });
  });
});
