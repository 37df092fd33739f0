import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryStatuses, displayedDeliveryStatus, displayedDeliveryStatuses } from './deliveryStatus.ts';

const statusList = fc.array(fc.oneof(fc.constantFrom(...deliveryStatuses), fc.string()), { maxLength: 12 });

describe('displayedDeliveryStatus', () => {
  it.each([
    [[], 'notSubmitted'],
    [['unsended'], 'notSubmitted'],
    [['enqueued'], 'sending'],
    [['submitted'], 'sending'],
    [['enqueued', 'submitted'], 'sending'],
    [['fail'], 'failed'],
    [['failed'], 'failed'],
    [['enqueued', 'failed'], 'failed'],
    [['sent'], 'sent'],
    [['sent', 'failed'], 'sent'],
    [['delivered', 'sent'], 'delivered'],
    [['failed', 'delivered'], 'delivered'],
    [['read'], 'read'],
    [['read', 'delivered', 'fail'], 'read'],
    [['bogus'], 'notSubmitted'],
  ] as const)('shows %j as %s', (statuses, expected) => {
    expect(displayedDeliveryStatus(statuses)).toBe(expected);
  });

  it('always shows one of the displayed statuses', () => {
    fc.assert(
      fc.property(statusList, (list) => {
        expect(displayedDeliveryStatuses).toContain(displayedDeliveryStatus(list));
      }),
    );
  });

  it('does not depend on the order or repeats of the receipts', () => {
    fc.assert(
      fc.property(statusList, (list) => {
        const reordered = [...list, ...list].reverse();
        expect(displayedDeliveryStatus(reordered)).toBe(displayedDeliveryStatus(list));
      }),
    );
  });

  it('shows read whenever a read receipt arrived', () => {
    fc.assert(
      fc.property(statusList, statusList, (before, after) => {
        expect(displayedDeliveryStatus([...before, 'read', ...after])).toBe('read');
      }),
    );
  });

  it('never shows a failure once the message was delivered or read', () => {
    fc.assert(
      fc.property(statusList, fc.constantFrom('delivered', 'read'), (list, reached) => {
        expect(displayedDeliveryStatus([...list, reached, 'failed', 'fail'])).not.toBe('failed');
      }),
    );
  });

  it('ignores values that are not delivery statuses', () => {
    fc.assert(
      fc.property(statusList, fc.array(fc.string()), (list, noise) => {
        const unknown = noise.filter((s) => !(deliveryStatuses as readonly string[]).includes(s));
        expect(displayedDeliveryStatus([...list, ...unknown])).toBe(displayedDeliveryStatus(list));
      }),
    );
  });
});
