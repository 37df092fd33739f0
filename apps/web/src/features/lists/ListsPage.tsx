import type { RecipientList } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteList } from './api/useListActions.ts';
import { useLists } from './api/useLists.ts';
import { ListEntriesDrawer } from './components/ListEntriesDrawer.tsx';
import { ListImportModal } from './components/ListImportModal.tsx';
import { ListsTable } from './components/ListsTable.tsx';
import { RenameListModal } from './components/RenameListModal.tsx';
import './components/lists.css';

// /settings/lists (campaigns §3): the account's recipient lists. A list comes from a CSV file
// (imported here), from a CRM filter (the contacts list's "Create list") or from a conversation
// search (the same action on /conversations).
export default function ListsPage() {
  const { t } = useTranslation('lists');
  const lists = useLists();
  const remove = useDeleteList();
  const [isImporting, setImporting] = useState(false);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [renamed, setRenamed] = useState<RecipientList | null>(null);
  // The drawer follows the polled list, so an import's progress and refusals stay current in it.
  const viewed = lists.data?.find((list) => list.id === viewedId);
  return (
    <Panel title={t('title')}>
      <p className="p-hint">{t('intro')}</p>
      <div className="lists-toolbar">
        <Button type="primary" onClick={() => setImporting(true)}>
          {t('import.button')}
        </Button>
      </div>
      <ErrorAlert error={lists.error ?? remove.error} />
      <ListsTable
        lists={lists.data ?? []}
        isLoading={lists.isPending}
        onView={(list) => setViewedId(list.id)}
        onRename={setRenamed}
        onDelete={(list) => remove.mutateAsync(list.id)}
      />
      {isImporting && <ListImportModal onClose={() => setImporting(false)} />}
      {renamed && <RenameListModal list={renamed} onClose={() => setRenamed(null)} />}
      {viewed && <ListEntriesDrawer list={viewed} onClose={() => setViewedId(null)} />}
    </Panel>
  );
}
