import { describe, expect, it } from 'vitest';
import { analyticsViewOf, periodFromSearch } from './analyticsPaths.ts';

describe('analytics paths', () => {
  it('names the page of every analytics route', () => {
    expect(analyticsViewOf('/analytics')).toEqual({ kind: 'overview' });
    expect(analyticsViewOf('/analytics/')).toEqual({ kind: 'overview' });
    expect(analyticsViewOf('/analytics/attendant')).toEqual({ kind: 'attendant' });
    expect(analyticsViewOf('/analytics/location/locationsTable/city')).toEqual({
      kind: 'locationsTable',
      type: 'city',
    });
    expect(analyticsViewOf('/analytics/location/locationsTable/planet')).toBeNull();
    expect(analyticsViewOf('/analytics/knowledge/responses')).toEqual({ kind: 'knowledgeResponses' });
    expect(analyticsViewOf('/analytics/unknown')).toBeNull();
  });

  it('reads the period from the URL, last 7 days by default', () => {
    expect(periodFromSearch(new URLSearchParams(''))).toEqual({ preset: 'last7' });
    expect(periodFromSearch(new URLSearchParams('preset=today&from=2020-01-01'))).toEqual({
      preset: 'today',
    });
    expect(periodFromSearch(new URLSearchParams('preset=bogus'))).toEqual({ preset: 'last7' });
    expect(periodFromSearch(new URLSearchParams('preset=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });
});
