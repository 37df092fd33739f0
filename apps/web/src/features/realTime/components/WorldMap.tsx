import { useTranslation } from 'react-i18next';
import type { PlaceCount } from '../countByPlace.ts';
import worldMapUrl from '../geo/worldMap.json?url';
import { usePlaceName } from '../usePlaceName.ts';
import { PlacesMap } from './PlacesMap.tsx';

// The world, each country shaded by its visitors (Brazil's states added up).
export function WorldMap({ places }: { places: PlaceCount[] }) {
  const { t } = useTranslation('realTime');
  const placeName = usePlaceName();
  const counts = new Map<string, number>();
  for (const { country, count } of places) {
    if (country) counts.set(country, (counts.get(country) ?? 0) + count);
  }
  return (
    <PlacesMap
      url={worldMapUrl}
      label={t('worldMap')}
      className="rt-map-world"
      counts={counts}
      nameOf={(code) => placeName(code, null)}
    />
  );
}
