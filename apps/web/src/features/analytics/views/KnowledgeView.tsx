import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import type { PeriodParams } from '../analyticsPaths.ts';
import { useKnowledge, useKnowledgeResponses } from '../api/useAnalytics.ts';
import { DataTable } from '../components/DataTable.tsx';
import { EChart } from '../components/EChart.tsx';
import { bucketColumn, bucketLabel } from './rowColumns.ts';

// /analytics/knowledge: the FAQ lines' questions answered by a knowledge base, and those missed.
export function KnowledgeView({ period, search }: { period: PeriodParams; search: string }) {
  const { t, i18n } = useTranslation('analytics');
  const knowledge = useKnowledge(period);
  const data = knowledge.data;
  const series = data?.series ?? [];
  const label = (point: { bucket: string }) => bucketLabel(point.bucket, data?.period, i18n.language);
  return (
    <>
      <ErrorAlert error={knowledge.error} />
      <dl className="analytics-cards" aria-label={t('pages.knowledge')}>
        <div className="analytics-card">
          <dt>{t('columns.answered')}</dt>
          <dd>{data?.answered ?? '—'}</dd>
        </div>
        <div className="analytics-card">
          <dt>{t('columns.unanswered')}</dt>
          <dd>{data?.unanswered ?? '—'}</dd>
        </div>
      </dl>
      <nav aria-label={t('pages.knowledgeResponses')} className="analytics-links">
        <Link to={`/analytics/knowledge/responses${search}`}>{t('pages.knowledgeResponses')}</Link>
      </nav>
      <EChart
        label={t('pages.knowledge')}
        categories={series.map(label)}
        series={[
          { name: t('columns.answered'), kind: 'bar', values: series.map((point) => point.answered) },
          { name: t('columns.unanswered'), kind: 'bar', values: series.map((point) => point.unanswered) },
        ]}
      />
      <DataTable
        caption={t('pages.knowledge')}
        fileName="analytics-knowledge"
        isLoading={knowledge.isPending}
        rows={series}
        rowKey={(point) => point.bucket}
        columns={[
          bucketColumn(t, data?.period, label),
          { key: 'answered', title: t('columns.answered'), value: (point) => point.answered },
          { key: 'unanswered', title: t('columns.unanswered'), value: (point) => point.unanswered },
        ]}
      />
    </>
  );
}

// /analytics/knowledge/responses: which questions answered, most used first.
export function KnowledgeResponsesView({ period }: { period: PeriodParams }) {
  const { t } = useTranslation('analytics');
  const responses = useKnowledgeResponses(period);
  const rows = responses.data?.rows ?? [];
  const title = (row: { title: string }) => row.title || t('deletedQuestion');
  return (
    <>
      <ErrorAlert error={responses.error} />
      <EChart
        label={t('pages.knowledgeResponses')}
        categories={rows.map(title)}
        series={[{ name: t('columns.answers'), kind: 'bar', values: rows.map((row) => row.count) }]}
      />
      <DataTable
        caption={t('pages.knowledgeResponses')}
        fileName="analytics-knowledge-responses"
        isLoading={responses.isPending}
        rows={rows}
        rowKey={(row) => row.questionId}
        columns={[
          { key: 'title', title: t('columns.question'), value: title },
          { key: 'count', title: t('columns.answers'), value: (row) => row.count },
        ]}
      />
    </>
  );
}
