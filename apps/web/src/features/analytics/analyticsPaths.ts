import type { AnalyticsLocationType, AnalyticsPreset } from '@prosa/contracts';
import { analyticsLocationTypes, analyticsPresets } from '@prosa/contracts';

export type AnalyticsView =
  | { kind: 'overview' }
  | { kind: 'channels' }
  | { kind: 'location' }
  | { kind: 'locationsTable'; type: AnalyticsLocationType }
  | { kind: 'attendant' }
  | { kind: 'identifiers' }
  | { kind: 'knowledge' }
  | { kind: 'knowledgeResponses' }
  | { kind: 'origin' }
  | { kind: 'flow' };

// The pages of /analytics in the order of its navigation (core.md §2).
export const analyticsNav = [
  { key: 'overview', path: '/analytics' },
  { key: 'channels', path: '/analytics/channels' },
  { key: 'location', path: '/analytics/location' },
  { key: 'attendant', path: '/analytics/attendant' },
  { key: 'identifiers', path: '/analytics/identifiers' },
  { key: 'knowledge', path: '/analytics/knowledge' },
  { key: 'origin', path: '/analytics/origin' },
  { key: 'flow', path: '/analytics/flow' },
] as const;

// Which page a path shows (null: none of these).
export function analyticsViewOf(pathname: string): AnalyticsView | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2);
  const [first, second, third] = parts;
  if (parts.length === 0) return { kind: 'overview' };
  if (first === 'location' && second === 'locationsTable' && parts.length === 3) {
    const type = analyticsLocationTypes.find((candidate) => candidate === third);
    return type ? { kind: 'locationsTable', type } : null;
  }
  if (first === 'knowledge' && second === 'responses' && parts.length === 2)
    return { kind: 'knowledgeResponses' };
  if (parts.length !== 1) return null;
  const simple = ['channels', 'location', 'attendant', 'identifiers', 'knowledge', 'origin', 'flow'] as const;
  const kind = simple.find((candidate) => candidate === first);
  return kind ? { kind } : null;
}

// The period lives in the URL (?preset=…&from=…&to=…) so a page can be shared and reloaded.
export interface PeriodParams {
  preset: AnalyticsPreset;
  from?: string;
  to?: string;
}

export function periodFromSearch(search: URLSearchParams): PeriodParams {
  const preset = analyticsPresets.find((candidate) => candidate === search.get('preset')) ?? 'last7';
  if (preset !== 'custom') return { preset };
  return { preset, from: search.get('from') ?? undefined, to: search.get('to') ?? undefined };
}
