import type { AnalyticsPeriod, AnalyticsRow } from '@prosa/contracts';
import type { TFunction } from 'i18next';
import { formatDuration, type TableColumn } from '../tableCsv.ts';

const average = (value: number | null, language: string) =>
  value === null ? '—' : value.toLocaleString(language, { maximumFractionDigits: 2 });

// The columns every table by dimension shows, then the ones a page asks for.
export function rowColumns(
  t: TFunction,
  language: string,
  labelTitle: string,
  label: (row: AnalyticsRow) => string,
  extra: Array<'attendance' | 'satisfaction' | 'times'> = [],
): TableColumn<AnalyticsRow>[] {
  const columns: TableColumn<AnalyticsRow>[] = [
    { key: 'label', title: labelTitle, value: label },
    { key: 'total', title: t('analytics:columns.conversations'), value: (row) => row.total },
    { key: 'finished', title: t('analytics:columns.finished'), value: (row) => row.finished },
  ];
  if (extra.includes('attendance'))
    columns.push(
      { key: 'abandoned', title: t('analytics:columns.abandoned'), value: (row) => row.abandoned },
      { key: 'transshipped', title: t('analytics:columns.transshipped'), value: (row) => row.transshipped },
    );
  if (extra.includes('times'))
    columns.push(
      {
        key: 'firstResponse',
        title: t('analytics:columns.firstResponse'),
        value: (row) => formatDuration(row.firstResponseAverageMs),
      },
      {
        key: 'handling',
        title: t('analytics:columns.handling'),
        value: (row) => formatDuration(row.handlingAverageMs),
      },
    );
  if (extra.includes('satisfaction'))
    columns.push(
      {
        key: 'satisfaction',
        title: t('analytics:columns.satisfaction'),
        value: (row) => average(row.satisfactionAverage, language),
      },
      {
        key: 'satisfactionCount',
        title: t('analytics:columns.ratings'),
        value: (row) => row.satisfactionCount,
      },
      { key: 'nps', title: t('analytics:columns.nps'), value: (row) => average(row.nps, language) },
      { key: 'npsCount', title: t('analytics:columns.npsAnswers'), value: (row) => row.npsCount },
    );
  return columns;
}

// A point's label: the hour (one day) or the day, in the account's time zone.
export function bucketLabel(bucket: string, period: AnalyticsPeriod | undefined, language: string) {
  const timeZone = period?.timeZone ?? 'America/Sao_Paulo';
  const format: Intl.DateTimeFormatOptions =
    period?.granularity === 'hour'
      ? { hour: '2-digit', minute: '2-digit' }
      : { day: '2-digit', month: '2-digit' };
  return new Intl.DateTimeFormat(language, { ...format, timeZone }).format(new Date(bucket));
}

// The first column of a table over time: the hour or the day of each point.
export function bucketColumn<Point extends { bucket: string }>(
  t: TFunction,
  period: AnalyticsPeriod | undefined,
  label: (point: Point) => string,
): TableColumn<Point> {
  const title = t(period?.granularity === 'hour' ? 'analytics:columns.hour' : 'analytics:columns.day');
  return { key: 'bucket', title, value: label };
}
