import { useTranslation } from 'react-i18next';
import { NavLink, useLocation as useRouterLocation, useSearchParams } from 'react-router';
import { Panel } from '../../shared/ui/Panel.tsx';
import {
  type AnalyticsView,
  analyticsNav,
  analyticsViewOf,
  type PeriodParams,
  periodFromSearch,
} from './analyticsPaths.ts';
import { useAttendants, useChannels, useLocationTable, useOrigins } from './api/useAnalytics.ts';
import { PeriodBar } from './components/PeriodBar.tsx';
import { FlowView } from './views/FlowView.tsx';
import { IdentifiersView } from './views/IdentifiersView.tsx';
import { KnowledgeResponsesView, KnowledgeView } from './views/KnowledgeView.tsx';
import { LocationView } from './views/LocationView.tsx';
import { OverviewView } from './views/OverviewView.tsx';
import { RowsView } from './views/RowsView.tsx';
import './components/analytics.css';

// /analytics and its pages: the period bar, the pages' navigation and the page of the path. Every
// number comes from the server's rollups; the period stays in the URL across pages.
export default function AnalyticsPage() {
  const { t } = useTranslation('analytics');
  const { pathname } = useRouterLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const period = periodFromSearch(searchParams);
  const view = analyticsViewOf(pathname) ?? { kind: 'overview' };
  const search = searchParams.size > 0 ? `?${searchParams.toString()}` : '';
  const title = view.kind === 'locationsTable' ? t(`locationTypes.${view.type}`) : t(`pages.${view.kind}`);
  return (
    <Panel title={title}>
      <nav aria-label={t('navigation')} className="analytics-nav">
        {analyticsNav.map((entry) => (
          <NavLink key={entry.key} to={`${entry.path}${search}`} end>
            {t(`pages.${entry.key}`)}
          </NavLink>
        ))}
      </nav>
      <PeriodBar
        key={`${period.preset}${period.from}${period.to}`}
        period={period}
        onChange={(next) =>
          setSearchParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)))
        }
      />
      <ViewOf view={view} period={period} search={search} />
    </Panel>
  );
}

function ViewOf({ view, period, search }: { view: AnalyticsView; period: PeriodParams; search: string }) {
  switch (view.kind) {
    case 'overview':
      return <OverviewView period={period} />;
    case 'channels':
      return <ChannelsView period={period} />;
    case 'origin':
      return <OriginView period={period} />;
    case 'attendant':
      return <AttendantView period={period} />;
    case 'location':
      return <LocationView period={period} search={search} />;
    case 'locationsTable':
      return <LocationTableView period={period} type={view.type} />;
    case 'identifiers':
      return <IdentifiersView period={period} />;
    case 'knowledge':
      return <KnowledgeView period={period} search={search} />;
    case 'knowledgeResponses':
      return <KnowledgeResponsesView period={period} />;
    case 'flow':
      return <FlowView period={period} />;
  }
}

function ChannelsView({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('analytics');
  const page = {
    name: 'channels',
    labelTitle: t('columns.channel'),
    label: (row: { key: string }) => t(`channelNames.${row.key}`, { defaultValue: row.key }),
  };
  return <RowsView page={{ ...page, extra: ['attendance', 'satisfaction'] }} query={useChannels(period)} />;
}

function OriginView({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('analytics');
  const label = (row: { key: string }) => t(`origins.${row.key}`, { defaultValue: row.key });
  return (
    <RowsView
      page={{ name: 'origin', labelTitle: t('columns.origin'), label, extra: ['attendance'] }}
      query={useOrigins(period)}
    />
  );
}

// Conversations per attendant, their first-response and handling times and satisfaction.
function AttendantView({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('analytics');
  return (
    <RowsView
      page={{ name: 'attendant', labelTitle: t('columns.attendant'), extra: ['times', 'satisfaction'] }}
      query={useAttendants(period)}
    />
  );
}

function LocationTableView({ period, type }: { period: PeriodParams; type: 'country' | 'state' | 'city' }) {
  const { t } = useTranslation('analytics');
  return (
    <RowsView
      page={{
        name: `locationsTable.${type}`,
        labelTitle: t(`locationTypes.${type}`),
        extra: ['attendance', 'satisfaction'],
      }}
      query={useLocationTable(period, type)}
    />
  );
}
