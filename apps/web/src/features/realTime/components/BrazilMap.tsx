import { useTranslation } from 'react-i18next';
import { brazilStateNames } from '../brazilStateNames.ts';
import type { PlaceCount } from '../countByPlace.ts';
import brazilMapUrl from '../geo/brazilMap.json?url';
import { PlacesMap } from './PlacesMap.tsx';

// Brazil, each state shaded by its visitors.
export function BrazilMap({ places }: { places: PlaceCount[] }) {
  const { t } = useTranslation('realTime');
  const counts = new Map<string, number>();
  for (const { country, state, count } of places) {
    if (country === 'BR' && state) counts.set(state, count);
  }
  return (
    <PlacesMap
      url={brazilMapUrl}
      label={t('map')}
      className="rt-map-brazil"
      counts={counts}
      nameOf={(code) => brazilStateNames[code] ?? code}
    />
  );
}
