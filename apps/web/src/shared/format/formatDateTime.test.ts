import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime.ts';

describe('formatDateTime', () => {
  const at = new Date(2026, 2, 9, 14, 5);

  it('writes day before month in Portuguese and Spanish, month first in American English', () => {
    expect(formatDateTime(at, 'pt-BR')).toMatch(/^09\/03\/2026/);
    expect(formatDateTime(at, 'es')).toMatch(/^9\/3\/26/);
    expect(formatDateTime(at, 'en-US')).toMatch(/^3\/9\/26/);
  });

  it('accepts the API ISO strings and gives nothing for an invalid date', () => {
    expect(formatDateTime(at.toISOString(), 'pt-BR')).toBe(formatDateTime(at, 'pt-BR'));
    expect(formatDateTime('not a date', 'pt-BR')).toBe('');
  });
});
