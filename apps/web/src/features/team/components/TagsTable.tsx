import type { Tag } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { ColorSwatch } from './ColorSwatch.tsx';

interface Props {
  tags: Tag[];
  isLoading: boolean;
  canEdit: boolean;
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => Promise<unknown>;
}

// A few dozen rows at most: a plain table, without Ant Design Table's sorting, filters and paging.
export function TagsTable({ tags, isLoading, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('team');
  return (
    <PlainTable
      headers={[
        t('tags.titleLabel'),
        t('tags.colorLabel'),
        t('tags.categoryLabel'),
        t('tags.descriptionLabel'),
        ...(canEdit ? [t('tags.actions')] : []),
      ]}
      isLoading={isLoading}
      isEmpty={tags.length === 0}
      loadingText={t('tags.loading')}
      emptyText={t('tags.empty')}
    >
      {tags.map((tag) => (
        <tr key={tag.id}>
          <td>
            <ColorSwatch color={tag.color} />
            {tag.title}
          </td>
          <td>{tag.color}</td>
          <td>{tag.category}</td>
          <td>{tag.description}</td>
          {canEdit && (
            <td>
              <EditDeleteButtons
                onEdit={() => onEdit(tag)}
                onDelete={() => onDelete(tag)}
                texts={{
                  edit: t('tags.edit'),
                  editLabel: t('tags.editLabel', { title: tag.title }),
                  delete: t('tags.delete'),
                  deleteLabel: t('tags.deleteLabel', { title: tag.title }),
                  deleteQuestion: t('tags.deleteQuestion', { title: tag.title }),
                  deleteConfirm: t('tags.deleteConfirm'),
                  cancel: t('tags.cancel'),
                }}
              />
            </td>
          )}
        </tr>
      ))}
    </PlainTable>
  );
}
