import type { BroadcastCounts } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { dispatchStatusOf } from './dispatchStatusOf.ts';

const counts = (values: Partial<BroadcastCounts>): BroadcastCounts => ({
  waiting: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  failed: 0,
  notSent: 0,
  insufficientCredits: 0,
  softBounce: 0,
  hardBounce: 0,
  opened: 0,
  clicked: 0,
  unsubscribed: 0,
  spam: 0,
  ...values,
});

describe('the status a dispatch shows', () => {
  it('shows its course until it is finished', () => {
    expect(dispatchStatusOf('scheduled', counts({ waiting: 3 }))).toBe('scheduled');
    expect(dispatchStatusOf('processing', counts({ waiting: 1, sent: 2 }))).toBe('processing');
  });

  it('shows how far the messages got once finished', () => {
    expect(dispatchStatusOf('sent', counts({ sent: 1, delivered: 2 }))).toBe('sent');
    expect(dispatchStatusOf('sent', counts({ delivered: 2, read: 1, failed: 1 }))).toBe('delivered');
    expect(dispatchStatusOf('sent', counts({ read: 3, notSent: 1 }))).toBe('read');
  });

  it('says why nothing was sent', () => {
    expect(dispatchStatusOf('sent', counts({ insufficientCredits: 3, notSent: 1 }))).toBe(
      'insufficientCredits',
    );
    expect(dispatchStatusOf('sent', counts({ failed: 2, notSent: 1 }))).toBe('error');
    expect(dispatchStatusOf('sent', counts({ notSent: 2 }))).toBe('notSent');
  });

  it('reads an e-mail opened or clicked as read, and a bounce as an error', () => {
    expect(dispatchStatusOf('sent', counts({ opened: 2, clicked: 1 }))).toBe('read');
    expect(dispatchStatusOf('sent', counts({ opened: 1, unsubscribed: 1 }))).toBe('sent');
    expect(dispatchStatusOf('sent', counts({ hardBounce: 1, softBounce: 1, notSent: 1 }))).toBe('error');
  });
});
