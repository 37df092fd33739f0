import { describe, expect, it } from 'vitest';
import { franchiseState } from './franchiseState.ts';

describe('franchiseState', () => {
  it('is normal below 80 % of the franchise, ending from it, exceeded past it', () => {
    expect(franchiseState(0, 1000)).toBe('normal');
    expect(franchiseState(799, 1000)).toBe('normal');
    expect(franchiseState(800, 1000)).toBe('ending');
    expect(franchiseState(1000, 1000)).toBe('ending');
    expect(franchiseState(1001, 1000)).toBe('exceeded');
  });

  it('is exceeded by anything consumed when the account has no franchise', () => {
    expect(franchiseState(0, 0)).toBe('normal');
    expect(franchiseState(1, 0)).toBe('exceeded');
  });
});
