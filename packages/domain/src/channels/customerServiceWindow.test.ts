import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerServiceWindowEnd, isWithinCustomerServiceWindow } from './customerServiceWindow.ts';

const hour = 60 * 60 * 1000;

describe('the customer-service window', () => {
  const last = new Date('2026-11-26T10:00:00.000Z');

  it('ends 24 hours after the customer’s last message', () => {
    expect(customerServiceWindowEnd(last)?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('lets free text through until then, not at the end nor after', () => {
    expect(isWithinCustomerServiceWindow(last, new Date(last.getTime() + 23 * hour))).toBe(true);
    expect(isWithinCustomerServiceWindow(last, new Date(last.getTime() + 24 * hour - 1))).toBe(true);
    expect(isWithinCustomerServiceWindow(last, new Date(last.getTime() + 24 * hour))).toBe(false);
    expect(isWithinCustomerServiceWindow(last, new Date(last.getTime() + 30 * hour))).toBe(false);
  });

  it('is closed when the customer never wrote', () => {
    expect(customerServiceWindowEnd(null)).toBeNull();
    expect(isWithinCustomerServiceWindow(null, last)).toBe(false);
  });

  it('is open exactly for the 24 hours after any last message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 0, max: 48 * hour }),
        (at, elapsed) => {
          expect(isWithinCustomerServiceWindow(new Date(at), new Date(at + elapsed))).toBe(
            elapsed < 24 * hour,
          );
        },
      ),
    );
  });
});
