import { type AnalyticsPreset, analyticsMaxCustomDays, transshipmentFilterSince } from '@prosa/contracts';

export interface AnalyticsDays {
  // Local calendar days in the account's time zone, both included (YYYY-MM-DD).
  from: string;
  to: string;
  // Hourly points for a single day, daily ones otherwise.
  granularity: 'hour' | 'day';
}

const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const parseDay = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || toDay(ms) !== day ? null : ms;
};

// The days a preset covers, given today's date in the account's time zone (core.md §9): today,
// yesterday, this month (to today), the last 7 / 15 / 30 days (ending today), or a custom range of
// at most a year ending no later than today. Null: an impossible custom range.
export function analyticsDays(
  preset: AnalyticsPreset,
  today: string,
  custom: { from?: string; to?: string } = {},
): AnalyticsDays | null {
  const now = parseDay(today);
  if (now === null) return null;
  const range = (from: number, to: number): AnalyticsDays => ({
    from: toDay(from),
    to: toDay(to),
    granularity: from === to ? 'hour' : 'day',
  });
  switch (preset) {
    case 'today':
      return range(now, now);
    case 'yesterday':
      return range(now - dayMs, now - dayMs);
    case 'thisMonth':
      return range(parseDay(`${today.slice(0, 7)}-01`) ?? now, now);
    case 'last7':
      return range(now - 6 * dayMs, now);
    case 'last15':
      return range(now - 14 * dayMs, now);
    case 'last30':
      return range(now - 29 * dayMs, now);
    case 'custom': {
      const from = custom.from ? parseDay(custom.from) : null;
      const to = custom.to ? parseDay(custom.to) : null;
      if (from === null || to === null || from > to || to > now) return null;
      if ((to - from) / dayMs + 1 > analyticsMaxCustomDays) return null;
      return range(from, to);
    }
  }
}

// The transshipment filter applies to the days from 19/03/2020 on; before, every conversation counts
// (core.md §9). Answers the part of [from, to] the filter applies to (null: none of it).
export function transshipmentFilteredDays(days: { from: string; to: string }) {
  if (days.to < transshipmentFilterSince) return null;
  return { from: days.from < transshipmentFilterSince ? transshipmentFilterSince : days.from, to: days.to };
}
