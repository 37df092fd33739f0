import type { SpreadsheetBase } from '@prosa/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useBases, useDeleteBase, useRefreshBase } from './api/useBases.ts';
import { BaseRowsDrawer } from './components/BaseRowsDrawer.tsx';
import { BasesTable } from './components/BasesTable.tsx';
import { CsvBaseModal } from './components/CsvBaseModal.tsx';
import { SpreadsheetBaseModal } from './components/SpreadsheetBaseModal.tsx';
import './components/bases.css';

// /settings/bases (campaigns §3): databases read from a CSV file or from a spreadsheet's page; a
// spreadsheet base is read again on demand, its rows replaced or added to as its flag says.
export default function BasesPage() {
  const { t } = useTranslation('bases');
  const bases = useBases();
  const refresh = useRefreshBase();
  const remove = useDeleteBase();
  const [adding, setAdding] = useState<'spreadsheet' | 'csv' | null>(null);
  const [viewed, setViewed] = useState<SpreadsheetBase | null>(null);
  return (
    <Panel title={t('title')}>
      <p className="p-hint">{t('intro')}</p>
      <Space className="bases-toolbar">
        <Button type="primary" onClick={() => setAdding('spreadsheet')}>
          {t('spreadsheet.button')}
        </Button>
        <Button onClick={() => setAdding('csv')}>{t('csv.button')}</Button>
      </Space>
      <ErrorAlert error={bases.error ?? refresh.error ?? remove.error} />
      <BasesTable
        bases={bases.data ?? []}
        isLoading={bases.isPending}
        refreshingId={refresh.isPending ? (refresh.variables ?? null) : null}
        onView={setViewed}
        onRefresh={(base) => refresh.mutate(base.id)}
        onDelete={(base) => remove.mutateAsync(base.id)}
      />
      {adding === 'spreadsheet' && <SpreadsheetBaseModal onClose={() => setAdding(null)} />}
      {adding === 'csv' && <CsvBaseModal onClose={() => setAdding(null)} />}
      {viewed && <BaseRowsDrawer base={viewed} onClose={() => setViewed(null)} />}
    </Panel>
  );
}
