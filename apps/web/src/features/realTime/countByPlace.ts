import type { LiveVisitor } from '@prosa/contracts';

export interface PlaceCount {
  country: string | null;
  state: string | null;
  count: number;
}

// Visitors grouped by country and state (a visitor without a known place counts as unknown),
// the busiest first, ties in code order so the table does not jump around between refreshes.
export function countByPlace(visitors: LiveVisitor[]): PlaceCount[] {
  const counts = new Map<string, PlaceCount>();
  for (const { location } of visitors) {
    const country = location?.country ?? null;
    const state = country ? (location?.state ?? null) : null;
    const key = `${country ?? ''}/${state ?? ''}`;
    const place = counts.get(key) ?? { country, state, count: 0 };
    place.count += 1;
    counts.set(key, place);
  }
  const order = (place: PlaceCount) => `${place.country ?? '~'}/${place.state ?? '~'}`;
  return [...counts.values()].sort((a, b) => b.count - a.count || (order(a) < order(b) ? -1 : 1));
}
