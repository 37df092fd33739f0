import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../shared/ui/ErrorAlert.tsx';
import { NativeSelect } from '../../shared/ui/NativeSelect.tsx';
import { Panel } from '../../shared/ui/Panel.tsx';
import { useKnowledgeBases } from './api/useKnowledgeBases.ts';
import { BaseQuestions } from './components/BaseQuestions.tsx';
import { IntentTestBox } from './components/IntentTestBox.tsx';
import './components/knowledge.css';

// One base's questions and its intent test (/knowledge/knowledge_match?base=…); without a base in
// the address, the first one.
export default function KnowledgeMatchPage() {
  const { t } = useTranslation('knowledge');
  const bases = useKnowledgeBases();
  const [params, setParams] = useSearchParams();
  const list = bases.data ?? [];
  const base = list.find((item) => item.id === params.get('base')) ?? list[0];

  if (bases.isError) return <ErrorAlert error={bases.error} />;
  if (bases.isPending) return <Panel title={t('questions.title')}>{t('loading')}</Panel>;
  if (!base)
    return (
      <Panel title={t('questions.title')}>
        {t('questions.noBase')} <Link to="/knowledge">{t('bases.title')}</Link>
      </Panel>
    );
  return (
    <div className="knowledge-stack">
      <div className="knowledge-toolbar">
        <NativeSelect
          aria-label={t('questions.baseLabel')}
          value={base.id}
          options={list.map((item) => ({ value: item.id, label: item.title }))}
          onChange={(id) => setParams({ base: id })}
        />
      </div>
      <BaseQuestions key={base.id} baseId={base.id} baseTitle={base.title} />
      <IntentTestBox key={`test-${base.id}`} baseId={base.id} />
    </div>
  );
}
