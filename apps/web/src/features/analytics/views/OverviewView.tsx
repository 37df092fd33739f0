import type { AnalyticsPoint } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import type { PeriodParams } from '../analyticsPaths.ts';
import { useOverview } from '../api/useAnalytics.ts';
import { DataTable } from '../components/DataTable.tsx';
import { EChart } from '../components/EChart.tsx';
import { formatDuration } from '../tableCsv.ts';
import { bucketColumn, bucketLabel, rowColumns } from './rowColumns.ts';

// /analytics: the period's conversations, how they ended, satisfaction 0–5, NPS 0–10 and the team's
// times.
export function OverviewView({ period }: { period: PeriodParams }) {
  const { t, i18n } = useTranslation('analytics');
  const overview = useOverview(period);
  const data = overview.data;
  const totals = data?.totals;
  const language = i18n.language;
  const number = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : value.toLocaleString(language, { maximumFractionDigits: 2 });
  const cards = [
    ['conversations', number(totals?.total)],
    ['finished', number(totals?.finished)],
    ['abandoned', number(totals?.abandoned)],
    ['transshipped', number(totals?.transshipped)],
    ['satisfaction', number(totals?.satisfactionAverage)],
    ['nps', number(totals?.nps)],
    ['firstResponse', formatDuration(totals?.firstResponseAverageMs ?? null)],
    ['handling', formatDuration(totals?.handlingAverageMs ?? null)],
  ] as const;
  const npsBands = totals
    ? [
        { band: 'promoters', count: totals.npsPromoters },
        { band: 'passives', count: totals.npsCount - totals.npsPromoters - totals.npsDetractors },
        { band: 'detractors', count: totals.npsDetractors },
      ]
    : [];
  const series = data?.series ?? [];
  const label = (point: AnalyticsPoint) => bucketLabel(point.bucket, data?.period, language);
  return (
    <>
      <ErrorAlert error={overview.error} />
      <dl className="analytics-cards" aria-label={t('cards')}>
        {cards.map(([key, value]) => (
          <div key={key} className="analytics-card">
            <dt>{t(`columns.${key}`)}</dt>
            <dd data-testid={`card-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <EChart
        label={t('charts.conversationsOverTime')}
        categories={series.map(label)}
        series={[
          { name: t('columns.conversations'), kind: 'line', values: series.map((point) => point.total) },
          { name: t('columns.finished'), kind: 'line', values: series.map((point) => point.finished) },
          {
            name: t('columns.transshipped'),
            kind: 'line',
            values: series.map((point) => point.transshipped),
          },
        ]}
      />
      <DataTable
        caption={t('tables.conversationsOverTime')}
        fileName="analytics-overview"
        isLoading={overview.isPending}
        rows={series}
        rowKey={(point) => point.bucket}
        columns={[
          bucketColumn(t, data?.period, label),
          { key: 'total', title: t('columns.conversations'), value: (point) => point.total },
          { key: 'finished', title: t('columns.finished'), value: (point) => point.finished },
          { key: 'transshipped', title: t('columns.transshipped'), value: (point) => point.transshipped },
        ]}
      />
      <EChart
        label={t('charts.satisfaction')}
        categories={(data?.satisfaction ?? []).map((entry) => String(entry.score))}
        series={[
          {
            name: t('columns.ratings'),
            kind: 'bar',
            values: (data?.satisfaction ?? []).map((entry) => entry.count),
          },
        ]}
      />
      <DataTable
        caption={t('tables.satisfaction')}
        fileName="analytics-satisfaction"
        isLoading={overview.isPending}
        rows={data?.satisfaction ?? []}
        rowKey={(entry) => String(entry.score)}
        columns={[
          { key: 'score', title: t('columns.score'), value: (entry) => entry.score },
          { key: 'count', title: t('columns.ratings'), value: (entry) => entry.count },
        ]}
      />
      <DataTable
        caption={t('tables.nps')}
        fileName="analytics-nps"
        isLoading={overview.isPending}
        rows={npsBands}
        rowKey={(entry) => entry.band}
        columns={[
          { key: 'band', title: t('columns.npsBand'), value: (entry) => t(`npsBands.${entry.band}`) },
          { key: 'count', title: t('columns.npsAnswers'), value: (entry) => entry.count },
        ]}
      />
      <DataTable
        caption={t('tables.statuses')}
        fileName="analytics-statuses"
        isLoading={overview.isPending}
        rows={data?.statuses ?? []}
        rowKey={(row) => row.key}
        columns={rowColumns(t, language, t('columns.status'), (row) =>
          t(`statuses.${row.key}`, { defaultValue: row.key }),
        )}
      />
    </>
  );
}
