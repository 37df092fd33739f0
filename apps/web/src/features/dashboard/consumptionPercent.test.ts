import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumptionPercent } from './consumptionPercent.ts';

describe('consumptionPercent', () => {
  it('rounds the used share of the franchise', () => {
    expect(consumptionPercent(1234, 3500)).toBe(35);
    expect(consumptionPercent(0, 300)).toBe(0);
  });

  it('caps usage over the franchise at a full bar', () => {
    expect(consumptionPercent(450, 300)).toBe(100);
  });

  it('does not divide by a missing franchise', () => {
    expect(consumptionPercent(0, 0)).toBe(0);
    expect(consumptionPercent(10, 0)).toBe(100);
  });

  it('always stays between 0 and 100', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (used, franchise) => {
        const percent = consumptionPercent(used, franchise);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });
});
