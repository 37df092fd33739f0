import type { AnalyticsRow, AnalyticsTable } from '@prosa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { EChart } from '../components/EChart.tsx';
import { rowColumns } from './rowColumns.ts';

export interface RowsPage {
  // The key in `pages` naming the page's chart and table, and the label column's title.
  name: string;
  labelTitle: string;
  label?: (row: AnalyticsRow, t: TFunction) => string;
  extra?: Array<'attendance' | 'satisfaction' | 'times'>;
}

// A page of conversations by one dimension: a bar chart of the conversations and its table.
export function RowsView({ page, query }: { page: RowsPage; query: UseQueryResult<AnalyticsTable> }) {
  const { t, i18n } = useTranslation('analytics');
  const rows = query.data?.rows ?? [];
  const label = (row: AnalyticsRow) => (page.label ? page.label(row, t) : row.label);
  return (
    <>
      <ErrorAlert error={query.error} />
      <EChart
        label={t(`pages.${page.name}`)}
        categories={rows.map(label)}
        series={[{ name: t('columns.conversations'), kind: 'bar', values: rows.map((row) => row.total) }]}
      />
      <DataTable
        caption={t(`pages.${page.name}`)}
        fileName={`analytics-${page.name}`}
        isLoading={query.isPending}
        rows={rows}
        rowKey={(row) => row.key}
        columns={rowColumns(t, i18n.language, page.labelTitle, label, page.extra)}
      />
    </>
  );
}
