import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedLocal } from './zonedTime.ts';

describe('zoned schedule times', () => {
  it("reads a datetime-local value in the account's zone, not the browser's", () => {
    expect(zonedInstant('2026-12-24T09:00', 'America/Sao_Paulo')?.toISOString()).toBe(
      '2026-12-24T12:00:00.000Z',
    );
    expect(zonedInstant('2026-12-24T09:00', 'Asia/Tokyo')?.toISOString()).toBe('2026-12-24T00:00:00.000Z');
    expect(zonedInstant('2026-12-24T09:00', 'UTC')?.toISOString()).toBe('2026-12-24T09:00:00.000Z');
  });

  it('follows daylight saving time', () => {
    expect(zonedInstant('2026-01-15T08:00', 'America/New_York')?.toISOString()).toBe(
      '2026-01-15T13:00:00.000Z',
    );
    expect(zonedInstant('2026-07-15T08:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    );
    // The hour after the change on the day it happens.
    expect(zonedInstant('2026-03-08T04:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T08:00:00.000Z',
    );
  });

  it('gives the wall clock back', () => {
    expect(zonedLocal('2026-12-24T12:00:00.000Z', 'America/Sao_Paulo')).toBe('2026-12-24T09:00');
    expect(zonedLocal('2026-07-15T12:00:00.000Z', 'America/New_York')).toBe('2026-07-15T08:00');
    for (const zone of ['America/Sao_Paulo', 'Europe/Lisbon', 'Asia/Kolkata'])
      expect(zonedLocal(zonedInstant('2026-11-01T23:45', zone) ?? '', zone)).toBe('2026-11-01T23:45');
  });

  it('refuses what is not a datetime-local value', () => {
    expect(zonedInstant('amanhã', 'UTC')).toBeNull();
    expect(zonedInstant('', 'UTC')).toBeNull();
  });
});
