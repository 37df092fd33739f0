import type { KnowledgeBase } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { questionsPath } from '../questionsPath.ts';

interface Props {
  bases: KnowledgeBase[];
  isLoading: boolean;
  canEdit: boolean;
  onEdit: (base: KnowledgeBase) => void;
  onDelete: (base: KnowledgeBase) => Promise<unknown>;
}

// Each base links to its questions; deleting names how many questions go with it.
export function BasesTable({ bases, isLoading, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <PlainTable
      headers={[
        t('bases.titleLabel'),
        t('bases.descriptionLabel'),
        t('bases.questions'),
        ...(canEdit ? [t('actions')] : []),
      ]}
      isLoading={isLoading}
      isEmpty={bases.length === 0}
      loadingText={t('loading')}
      emptyText={t('bases.empty')}
    >
      {bases.map((base) => (
        <tr key={base.id}>
          <td>
            <Link to={questionsPath(base.id)}>{base.title}</Link>
          </td>
          <td>{base.description}</td>
          <td>{base.questionCount}</td>
          {canEdit && (
            <td>
              <EditDeleteButtons
                onEdit={() => onEdit(base)}
                onDelete={() => onDelete(base)}
                texts={{
                  edit: t('edit'),
                  editLabel: t('bases.editLabel', { title: base.title }),
                  delete: t('delete'),
                  deleteLabel: t('bases.deleteLabel', { title: base.title }),
                  deleteQuestion: t('bases.deleteQuestion', { title: base.title, count: base.questionCount }),
                  deleteConfirm: t('delete'),
                  cancel: t('cancel'),
                }}
              />
            </td>
          )}
        </tr>
      ))}
    </PlainTable>
  );
}
