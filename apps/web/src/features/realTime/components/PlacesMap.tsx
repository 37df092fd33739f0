import { useTranslation } from 'react-i18next';
import { useMapShapes } from '../api/useMapShapes.ts';
import { shadeOfCount } from '../shadeOfCount.ts';

interface Props {
  url: string;
  label: string;
  className: string;
  counts: Map<string, number>;
  nameOf: (code: string) => string;
}

// One map, each place shaded by its visitors and titled with their number. Until the shapes arrive
// (or if they cannot be fetched) the frame stays empty: the places table carries the numbers.
export function PlacesMap({ url, label, className, counts, nameOf }: Props) {
  const { t } = useTranslation('realTime');
  const map = useMapShapes(url);
  const max = Math.max(0, ...counts.values());
  return (
    <svg role="img" aria-label={label} className={`rt-map ${className}`} viewBox={map.data?.viewBox}>
      {map.data?.shapes.map(({ code, d }) => {
        const count = counts.get(code) ?? 0;
        return (
          <path key={code} d={d} fill={shadeOfCount(count, max)} className="rt-map-place">
            <title>{t('mapPlace', { place: nameOf(code), count })}</title>
          </path>
        );
      })}
    </svg>
  );
}
