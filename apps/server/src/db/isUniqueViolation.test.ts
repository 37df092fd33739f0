import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './isUniqueViolation.ts';

describe('isUniqueViolation', () => {
  it('recognises the unique_violation code, directly or wrapped', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('query failed', { cause: { code: '23505' } }))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });
});
