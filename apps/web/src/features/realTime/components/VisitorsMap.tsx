import { useTranslation } from 'react-i18next';
import type { PlaceCount } from '../countByPlace.ts';
import { createProjection } from '../createProjection.ts';
import brazil from '../geo/brazil-states.json';
import { shadeOfCount } from '../shadeOfCount.ts';

const projection = createProjection(
  brazil.features.map((feature) => feature.geometry.coordinates[0] ?? []),
  360,
);

// Brazil's states coloured by how many visitors are in each (loaded on its own, after the list).
// The shapes are coarse (docs/decisions.md); the places table beside it carries the exact numbers.
export default function VisitorsMap({ places }: { places: PlaceCount[] }) {
  const { t } = useTranslation('realTime');
  const counts = new Map(
    places.filter((place) => place.country === 'BR' && place.state).map((p) => [p.state, p.count]),
  );
  const max = Math.max(0, ...counts.values());
  return (
    <svg
      role="img"
      aria-label={t('map')}
      className="rt-map"
      viewBox={`0 0 ${projection.width} ${projection.height}`}
    >
      {brazil.features.map(({ properties, geometry }) => {
        const count = counts.get(properties.code) ?? 0;
        return (
          <path
            key={properties.code}
            d={projection.path(geometry.coordinates[0] ?? [])}
            fill={shadeOfCount(count, max)}
            className="rt-map-state"
          >
            <title>{t('mapState', { state: properties.name, count })}</title>
          </path>
        );
      })}
    </svg>
  );
}
