import type { Tag } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/useMe.ts';
import { useAccountTags } from '../../shared/tags/useAccountTags.ts';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useDeleteTag } from './api/useDeleteTag.ts';
import { TagFormModal } from './components/TagFormModal.tsx';
import { TagsTable } from './components/TagsTable.tsx';
import { filterTags } from './filterTags.ts';
import './components/team.css';

// The editing dialog: closed, open for a new tag, or open on one tag.
type Editing = { tag: Tag | null } | null;

// Whoever holds `settings.tags` changes the tags (the server decides, the buttons only follow):
// by default managers and above.
export default function TagsPage() {
  const { t } = useTranslation('team');
  const me = useMe().data;
  const tags = useAccountTags();
  const remove = useDeleteTag();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const canEdit = me?.permissions.includes('settings.tags') === true;

  return (
    <Panel title={t('tags.title')}>
      <div className="team-toolbar">
        <Input
          type="search"
          aria-label={t('tags.search')}
          placeholder={t('tags.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {canEdit && (
          <Button type="primary" onClick={() => setEditing({ tag: null })}>
            {t('tags.create')}
          </Button>
        )}
      </div>
      {(tags.isError || remove.isError) && (
        <div style={{ marginBottom: 16 }}>
          <ErrorAlert error={tags.error ?? remove.error} />
        </div>
      )}
      <TagsTable
        tags={filterTags(tags.data ?? [], search)}
        isLoading={tags.isPending}
        canEdit={canEdit}
        onEdit={(tag) => setEditing({ tag })}
        onDelete={(tag) => remove.mutateAsync(tag.id)}
      />
      {editing && <TagFormModal tag={editing.tag} onClose={() => setEditing(null)} />}
    </Panel>
  );
}
