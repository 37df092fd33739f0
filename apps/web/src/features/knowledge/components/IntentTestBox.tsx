import type { KnowledgeAnswerState } from '@prosa/contracts';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { PlainTable } from '../../../shared/ui/PlainTable.tsx';
import { useMatchKnowledge } from '../api/useMatchKnowledge.ts';

const noticeType: Record<KnowledgeAnswerState, 'success' | 'warning' | 'error'> = {
  answered: 'success',
  unambiguous: 'warning',
  unanswered: 'warning',
  outOfContext: 'error',
};

// Type a sentence as a customer would and see the base's answer state, the question(s) it gives
// and the score of every question that had an intention in the sentence.
export function IntentTestBox({ baseId }: { baseId: string }) {
  const { t } = useTranslation('knowledge');
  const match = useMatchKnowledge(baseId);
  const [text, setText] = useState('');
  const result = match.data;

  return (
    <Panel title={t('test.title')}>
      <form
        className="knowledge-row"
        onSubmit={(event) => {
          event.preventDefault();
          match.mutate(text);
        }}
      >
        <Input
          aria-label={t('test.sentence')}
          placeholder={t('test.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={match.isPending}>
          {t('test.submit')}
        </Button>
      </form>
      <ErrorAlert error={match.error} />
      {result && (
        <div className="knowledge-stack">
          <Notice type={noticeType[result.state]} title={t(`states.${result.state}.label`)}>
            <div>{t(`states.${result.state}.hint`)}</div>
            {result.questions.length > 0 && (
              <ul>
                {result.questions.map((question) => (
                  <li key={question.questionId}>{question.title}</li>
                ))}
              </ul>
            )}
          </Notice>
          {result.candidates.length > 0 && (
            <PlainTable
              headers={[t('test.question'), t('test.score'), t('questions.minimumWeight'), t('test.matched')]}
              isLoading={false}
              isEmpty={false}
              loadingText=""
              emptyText=""
            >
              {result.candidates.map((candidate) => (
                <tr key={candidate.questionId}>
                  <td>{candidate.title}</td>
                  <td>{candidate.score}</td>
                  <td>{candidate.minimumWeight ?? '—'}</td>
                  <td>
                    <span className="knowledge-intentions">
                      {candidate.matched.map((intention) => (
                        <span key={intention.word} className="knowledge-chip">
                          {t('questions.intentionChip', intention)}
                        </span>
                      ))}
                    </span>
                  </td>
                </tr>
              ))}
            </PlainTable>
          )}
        </div>
      )}
    </Panel>
  );
}
