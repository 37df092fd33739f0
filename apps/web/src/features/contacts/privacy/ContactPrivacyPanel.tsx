import type { ContactType } from '@prosa/contracts';
import { Button, Progress, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiPath } from '../../../shared/api/api.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { listPathOf } from '../contactPaths.ts';
import { usePrivacyExport } from './api/usePrivacyExport.ts';
import { useRequestContactExport } from './api/useRequestContactExport.ts';
import { EraseContactDialog } from './EraseContactDialog.tsx';

interface Props {
  contact: { id: string; name: string; type: ContactType };
}

// The contact page's "Personal data (LGPD)", for administrators: the archive of everything Prosa
// holds about the person (a job with its progress, then a download link) and the erasure.
export function ContactPrivacyPanel({ contact }: Props) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const request = useRequestContactExport(contact.id);
  const [exportId, setExportId] = useState<string | null>(null);
  const progress = usePrivacyExport(exportId);
  const [isErasing, setErasing] = useState(false);
  const job = progress.data;
  const percent = job && job.totalItems > 0 ? Math.round((job.processedItems / job.totalItems) * 100) : 0;
  const isRunning =
    request.isPending || (exportId !== null && job?.status !== 'done' && job?.status !== 'failed');

  return (
    <Panel title={t('panel.title')} danger>
      <p>{t('panel.intro')}</p>
      <Space wrap>
        <Button
          loading={isRunning}
          onClick={() => request.mutate(undefined, { onSuccess: (created) => setExportId(created.id) })}
        >
          {t('export.start')}
        </Button>
        <Button danger onClick={() => setErasing(true)}>
          {t('erase.open')}
        </Button>
      </Space>
      <ErrorAlert error={request.error ?? progress.error} />
      {job && job.status !== 'done' && job.status !== 'failed' && (
        <div>
          <p>{t('export.running', { processed: job.processedItems, total: job.totalItems })}</p>
          <Progress percent={percent} aria-label={t('export.progress')} />
        </div>
      )}
      {job?.status === 'failed' && (
        <Notice type="error" title={t(`errors:${job.failure ?? 'privacy.exportFailed'}`)} />
      )}
      {job?.status === 'done' && (
        <Notice type="success" title={t('export.done')}>
          <a href={apiPath('/api/privacy/exports/:id/file', { params: { id: job.id } })} download>
            {t('export.download')}
          </a>
        </Notice>
      )}
      {isErasing && (
        <EraseContactDialog
          contact={contact}
          onClose={() => setErasing(false)}
          onErased={() => navigate(listPathOf(contact.type), { state: { erasedContact: true } })}
        />
      )}
    </Panel>
  );
}
