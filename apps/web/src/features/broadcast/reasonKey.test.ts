import { describe, expect, it } from 'vitest';
import { reasonKey } from './reasonKey.ts';

describe('reasonKey', () => {
  it('names a delivery code by the catalogue’s text, a skip by this screen’s', () => {
    expect(reasonKey('131026')).toBe('errors:delivery.131026');
    expect(reasonKey('1003')).toBe('errors:delivery.1003');
    expect(reasonKey('optedOut')).toBe('broadcast:reasons.optedOut');
    expect(reasonKey('blocked')).toBe('broadcast:reasons.blocked');
    expect(reasonKey('stopped')).toBe('broadcast:reasons.stopped');
  });

  it('answers an unknown code with the catalogue’s “unknown”', () => {
    expect(reasonKey('777')).toBe('errors:delivery.9990');
  });
});
