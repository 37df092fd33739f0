import type { ConversationExportFormat } from '@prosa/contracts';
import { Button, Progress, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { exportFilePath, useConversationExport } from '../api/conversationsApi.ts';

// Export of the searched conversations as a job: its progress while it runs, then the file.
export function ConversationExportButtons({ query }: { query: Record<string, string> }) {
  const { t } = useTranslation('conversations');
  const { start, job, error } = useConversationExport();
  const { cursor: _cursor, limit: _limit, ...exported } = query;
  const run = (format: ConversationExportFormat) => start.mutate({ format, query: exported });
  const percent = job && job.totalRows > 0 ? Math.round((job.processedRows / job.totalRows) * 100) : 0;
  return (
    <div>
      <Space wrap>
        <Button onClick={() => run('csv')} loading={start.isPending}>
          {t('export.csv')}
        </Button>
        <Button onClick={() => run('xlsx')} loading={start.isPending}>
          {t('export.xlsx')}
        </Button>
        {job && (job.status === 'queued' || job.status === 'running') && (
          <Progress percent={percent} size="small" aria-label={t('export.progress')} style={{ width: 160 }} />
        )}
        {job?.status === 'done' && (
          <Button type="link" href={exportFilePath(job.id)} download>
            {t('export.download', { count: job.processedRows })}
          </Button>
        )}
        {job?.status === 'failed' && <span role="alert">{t('export.failed')}</span>}
      </Space>
      <ErrorAlert error={error} />
    </div>
  );
}
