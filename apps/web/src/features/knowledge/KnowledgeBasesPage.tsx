import type { KnowledgeBase } from '@prosa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteKnowledgeBase } from './api/useDeleteKnowledgeBase.ts';
import { useKnowledgeBases } from './api/useKnowledgeBases.ts';
import { BaseFormModal } from './components/BaseFormModal.tsx';
import { BasesTable } from './components/BasesTable.tsx';
import './components/knowledge.css';

// The editing dialog: closed, open for a new base, or open on one base.
type Editing = { base: KnowledgeBase | null } | null;

// The conventional bases (/knowledge). Whoever holds knowledge.edit changes them; the server
// decides, the buttons only follow.
export default function KnowledgeBasesPage() {
  const { t } = useTranslation('knowledge');
  const me = useMe().data;
  const bases = useKnowledgeBases();
  const remove = useDeleteKnowledgeBase();
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = me?.permissions.includes('knowledge.edit') === true;

  return (
    <Panel title={t('bases.title')}>
      <div className="knowledge-toolbar">
        <span>{t('bases.intro')}</span>
        {canEdit && (
          <Button type="primary" onClick={() => setEditing({ base: null })}>
            {t('bases.create')}
          </Button>
        )}
      </div>
      {(bases.isError || remove.isError) && <ErrorAlert error={bases.error ?? remove.error} />}
      <BasesTable
        bases={bases.data ?? []}
        isLoading={bases.isPending}
        canEdit={canEdit}
        onEdit={(base) => setEditing({ base })}
        onDelete={(base) => remove.mutateAsync(base.id)}
      />
      {editing && <BaseFormModal base={editing.base} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
