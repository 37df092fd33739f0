import { describe, expect, it } from 'vitest';
import { nextOccurrence } from './cronSchedule.ts';

const at = (iso: string) => new Date(iso);

describe('nextOccurrence', () => {
  it("reads the cron in the account's time zone", () => {
    // 09:00 in São Paulo (UTC−3) is 12:00 UTC; Friday 27 Nov 2026 12:00 UTC has passed it.
    expect(nextOccurrence('0 9 * * *', 'America/Sao_Paulo', at('2026-11-27T11:59:00Z'))).toEqual(
      at('2026-11-27T12:00:00Z'),
    );
    expect(nextOccurrence('0 9 * * *', 'America/Sao_Paulo', at('2026-11-27T12:00:00Z'))).toEqual(
      at('2026-11-28T12:00:00Z'),
    );
    expect(nextOccurrence('0 9 * * *', 'Asia/Tokyo', at('2026-11-27T12:00:00Z'))).toEqual(
      at('2026-11-28T00:00:00Z'),
    );
  });

  it('counts weekdays in the time zone, not in UTC', () => {
    // Friday 22:30 in São Paulo is Saturday 01:30 UTC: a weekday cron still fires on that Friday.
    expect(nextOccurrence('30 22 * * 1-5', 'America/Sao_Paulo', at('2026-11-27T12:00:00Z'))).toEqual(
      at('2026-11-28T01:30:00Z'),
    );
    // and next on Monday.
    expect(nextOccurrence('30 22 * * 1-5', 'America/Sao_Paulo', at('2026-11-28T01:30:00Z'))).toEqual(
      at('2026-12-01T01:30:00Z'),
    );
  });

  it('follows daylight saving time', () => {
    // New York: 08:00 is 13:00 UTC in winter (EST) and 12:00 UTC in summer (EDT).
    expect(nextOccurrence('0 8 * * *', 'America/New_York', at('2026-03-07T00:00:00Z'))).toEqual(
      at('2026-03-07T13:00:00Z'),
    );
    expect(nextOccurrence('0 8 * * *', 'America/New_York', at('2026-03-08T00:00:00Z'))).toEqual(
      at('2026-03-08T12:00:00Z'),
    );
    // 02:30 does not exist on the day clocks spring forward: that day's occurrence is at 03:30 EDT.
    expect(nextOccurrence('30 2 * * *', 'America/New_York', at('2026-03-08T00:00:00Z'))).toEqual(
      at('2026-03-08T07:30:00Z'),
    );
  });

  it('steps through minutes and month ends', () => {
    expect(nextOccurrence('*/15 * * * *', 'UTC', at('2026-11-27T12:07:10Z'))).toEqual(
      at('2026-11-27T12:15:00Z'),
    );
    expect(nextOccurrence('0 0 31 * *', 'UTC', at('2026-11-27T00:00:00Z'))).toEqual(
      at('2026-12-31T00:00:00Z'),
    );
  });

  it.each([
    '',
    '* * * *',
    '0 * * * * *',
    '61 * * * *',
    '0 25 * * *',
    '0 9 32 * *',
    '@daily',
    '0 9 * * mon;',
    'a b c d e',
  ])('refuses %j with the catalogue error', (cron) => {
    expect(() => nextOccurrence(cron, 'UTC', at('2026-11-27T12:00:00Z'))).toThrowError(
      expect.objectContaining({ code: 'broadcast.cronInvalid' }),
    );
  });
});
