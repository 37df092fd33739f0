import { describe, expect, it } from 'vitest';
import { planMessage } from './planMessage.ts';

describe('planMessage', () => {
  const plans = Array.from({ length: 4900 }, (_, n) => planMessage(n, 10, 7));

  it('spreads the messages evenly over the channels and each channel’s customers', () => {
    for (let channel = 0; channel < 10; channel++)
      expect(plans.filter((plan) => plan.channel === channel)).toHaveLength(490);
    expect(new Set(plans.filter((plan) => plan.channel === 3).map((plan) => plan.customer))).toEqual(
      new Set([0, 1, 2, 3, 4, 5, 6]),
    );
  });

  it('retries about 2 % of them, on every channel', () => {
    const retried = plans.filter((plan) => plan.retry);
    expect(retried).toHaveLength(100);
    expect(new Set(retried.map((plan) => plan.channel)).size).toBe(10);
  });
});
