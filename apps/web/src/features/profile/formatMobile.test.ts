import { describe, expect, it } from 'vitest';
import { formatMobile } from './formatMobile.ts';

describe('formatMobile', () => {
  it('writes Brazilian mobiles and landlines with the area code', () => {
    expect(formatMobile('55', '11987654321')).toBe('+55 (11) 98765-4321');
    expect(formatMobile('55', '1134567890')).toBe('+55 (11) 3456-7890');
  });

  it('writes other countries as country code and number', () => {
    expect(formatMobile('1', '2025550143')).toBe('+1 2025550143');
  });

  it('is null without a country code or a number', () => {
    expect(formatMobile(null, '11987654321')).toBeNull();
    expect(formatMobile('55', null)).toBeNull();
  });
});
