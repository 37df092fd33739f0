import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import type { PeriodParams } from '../analyticsPaths.ts';
import { useFlow } from '../api/useAnalytics.ts';
import { DataTable } from '../components/DataTable.tsx';
import { EChart } from '../components/EChart.tsx';

// /analytics/flow: per flow line, the conversations that reached it and those that stopped there
// (the customer left while the line waited for an answer).
export function FlowView({ period }: { period: PeriodParams }) {
  const { t, i18n } = useTranslation('analytics');
  const flow = useFlow(period);
  const rows = flow.data?.rows ?? [];
  const line = (row: { botName: string; line: number }) =>
    `${row.botName} · ${t('columns.line')} ${row.line}`;
  const rate = (row: { reached: number; stopped: number }) =>
    row.reached === 0 ? '—' : (row.stopped / row.reached).toLocaleString(i18n.language, { style: 'percent' });
  return (
    <>
      <ErrorAlert error={flow.error} />
      <EChart
        label={t('pages.flow')}
        categories={rows.map(line)}
        series={[
          { name: t('columns.reached'), kind: 'bar', values: rows.map((row) => row.reached) },
          { name: t('columns.stopped'), kind: 'bar', values: rows.map((row) => row.stopped) },
        ]}
      />
      <DataTable
        caption={t('pages.flow')}
        fileName="analytics-flow"
        isLoading={flow.isPending}
        rows={rows}
        rowKey={(row) => `${row.botId}:${row.line}`}
        columns={[
          { key: 'bot', title: t('columns.chatbot'), value: (row) => row.botName },
          { key: 'line', title: t('columns.line'), value: (row) => row.line },
          { key: 'reached', title: t('columns.reached'), value: (row) => row.reached },
          { key: 'stopped', title: t('columns.stopped'), value: (row) => row.stopped },
          { key: 'rate', title: t('columns.leaveRate'), value: rate },
        ]}
      />
    </>
  );
}
