import { useTranslation } from 'react-i18next';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import type { PlaceCount } from '../countByPlace.ts';
import { usePlaceName } from '../usePlaceName.ts';

// The map's numbers as a table: readable without the picture and by screen readers.
export function PlacesTable({ places, isLoading }: { places: PlaceCount[]; isLoading: boolean }) {
  const { t } = useTranslation('realTime');
  const placeName = usePlaceName();
  return (
    <PlainTable
      headers={[t('columns.location'), t('columns.visitors')]}
      isLoading={isLoading}
      isEmpty={places.length === 0}
      loadingText={t('loading')}
      emptyText={t('empty')}
    >
      {places.map((place) => (
        <tr key={`${place.country}/${place.state}`}>
          <td>{placeName(place.country, place.state)}</td>
          <td>{place.count}</td>
        </tr>
      ))}
    </PlainTable>
  );
}
