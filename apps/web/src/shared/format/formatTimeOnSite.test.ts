import { describe, expect, it } from 'vitest';
import { formatTimeOnSite } from './formatTimeOnSite.ts';

const since = '2026-11-22T10:00:00.000Z';
const at = (seconds: number) => Date.parse(since) + seconds * 1000;

describe('formatTimeOnSite', () => {
  it('shows minutes and seconds under an hour, hours past it', () => {
    expect(formatTimeOnSite(since, at(0))).toBe('0:00');
    expect(formatTimeOnSite(since, at(65))).toBe('1:05');
    expect(formatTimeOnSite(since, at(3600 + 7 * 60 + 9))).toBe('1:07:09');
  });

  it('never shows negative time when the server clock is ahead', () => {
    expect(formatTimeOnSite(since, at(-30))).toBe('0:00');
  });
});
