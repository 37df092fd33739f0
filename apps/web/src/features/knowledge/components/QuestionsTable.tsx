import type { KnowledgeQuestion } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteButtons } from '../../../shared/ui/EditDeleteButtons.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';

interface Props {
  questions: KnowledgeQuestion[];
  isLoading: boolean;
  canEdit: boolean;
  onEdit: (question: KnowledgeQuestion) => void;
  onDelete: (question: KnowledgeQuestion) => Promise<unknown>;
}

export function QuestionsTable({ questions, isLoading, canEdit, onEdit, onDelete }: Props) {
  const { t } = useTranslation('knowledge');
  return (
    <PlainTable
      headers={[
        t('questions.titleLabel'),
        t('questions.intentions'),
        t('questions.responses'),
        t('questions.minimumWeight'),
        t('questions.status'),
        ...(canEdit ? [t('actions')] : []),
      ]}
      isLoading={isLoading}
      isEmpty={questions.length === 0}
      loadingText={t('loading')}
      emptyText={t('questions.empty')}
    >
      {questions.map((question) => (
        <tr key={question.id}>
          <td>{question.title}</td>
          <td>
            <span className="knowledge-intentions">
              {question.intentions.map((intention) => (
                <span key={intention.word} className="knowledge-chip">
                  {t('questions.intentionChip', intention)}
                </span>
              ))}
            </span>
          </td>
          <td>{question.responses.map((response) => t(`responseTypes.${response.type}`)).join(', ')}</td>
          <td>{question.minimumWeight ?? '—'}</td>
          <td>{t(`statuses.${question.status}`)}</td>
          {canEdit && (
            <td>
              <EditDeleteButtons
                onEdit={() => onEdit(question)}
                onDelete={() => onDelete(question)}
                texts={{
                  edit: t('edit'),
                  editLabel: t('questions.editLabel', { title: question.title }),
                  delete: t('delete'),
                  deleteLabel: t('questions.deleteLabel', { title: question.title }),
                  deleteQuestion: t('questions.deleteQuestion', { title: question.title }),
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
