import { analyticsLocationTypes } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PeriodParams } from '../analyticsPaths.ts';
import { useLocation } from '../api/useAnalytics.ts';
import { RowsView } from './RowsView.tsx';

// /analytics/location: conversations per country and per state, with the full tables by type.
export function LocationView({ period, search }: { period: PeriodParams; search: string }) {
  const { t } = useTranslation('analytics');
  const location = useLocation(period);
  const asTable = (rows: 'countries' | 'states') =>
    ({
      ...location,
      data: location.data && { period: location.data.period, rows: location.data[rows] },
    }) as Parameters<typeof RowsView>[0]['query'];
  return (
    <>
      <nav aria-label={t('locationTables')} className="analytics-links">
        {analyticsLocationTypes.map((type) => (
          <Link key={type} to={`/analytics/location/locationsTable/${type}${search}`}>
            {t(`locationTypes.${type}`)}
          </Link>
        ))}
      </nav>
      <RowsView
        page={{ name: 'countries', labelTitle: t('locationTypes.country') }}
        query={asTable('countries')}
      />
      <RowsView page={{ name: 'states', labelTitle: t('locationTypes.state') }} query={asTable('states')} />
    </>
  );
}
