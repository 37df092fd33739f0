import type { KnowledgeQuestion } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../shared/session/useMe.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useDeleteKnowledgeQuestion } from '../api/useDeleteKnowledgeQuestion.ts';
import { useKnowledgeQuestions } from '../api/useKnowledgeQuestions.ts';
import { filterQuestions } from '../filterQuestions.ts';
import { ImportQuestionsModal } from './ImportQuestionsModal.tsx';
import { QuestionFormModal } from './QuestionFormModal.tsx';
import { QuestionsTable } from './QuestionsTable.tsx';

type Dialog = { kind: 'question'; question: KnowledgeQuestion | null } | { kind: 'import' } | null;

// A base's question table with its search, the question dialog and the CSV import.
export function BaseQuestions({ baseId, baseTitle }: { baseId: string; baseTitle: string }) {
  const { t } = useTranslation('knowledge');
  const me = useMe().data;
  const questions = useKnowledgeQuestions(baseId);
  const remove = useDeleteKnowledgeQuestion();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const canEdit = me?.permissions.includes('knowledge.edit') === true;

  return (
    <Panel title={t('questions.panelTitle', { title: baseTitle })}>
      <div className="knowledge-toolbar">
        <Input
          type="search"
          aria-label={t('questions.search')}
          placeholder={t('questions.search')}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {canEdit && (
          <span className="knowledge-intentions">
            <Button onClick={() => setDialog({ kind: 'import' })}>{t('import.open')}</Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'question', question: null })}>
              {t('questions.create')}
            </Button>
          </span>
        )}
      </div>
      {(questions.isError || remove.isError) && <ErrorAlert error={questions.error ?? remove.error} />}
      <QuestionsTable
        questions={filterQuestions(questions.data?.questions ?? [], search)}
        isLoading={questions.isPending}
        canEdit={canEdit}
        onEdit={(question) => setDialog({ kind: 'question', question })}
        onDelete={(question) => remove.mutateAsync(question.id)}
      />
      {dialog?.kind === 'question' && (
        <QuestionFormModal baseId={baseId} question={dialog.question} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'import' && <ImportQuestionsModal baseId={baseId} onClose={() => setDialog(null)} />}
    </Panel>
  );
}
