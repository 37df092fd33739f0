import { useQuery } from '@tanstack/react-query';

export interface MapShapes {
  viewBox: string;
  shapes: Array<{ code: string; d: string }>;
}

// A map's shapes (geo/*.json, written by scripts/realTimeMaps/buildRealTimeMaps.ts), fetched as a
// static asset the first time the page draws it: the boundaries stay out of the page's script.
export function useMapShapes(url: string) {
  return useQuery({
    queryKey: ['realTime', 'map', url],
    queryFn: async (): Promise<MapShapes> => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`map ${response.status}`);
      return response.json();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
