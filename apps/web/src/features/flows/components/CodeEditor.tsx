import type { FlowResponse } from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useSaveDraft } from '../hooks/useSaveDraft.ts';
import { describeJsonCheck } from '../model/describeJsonCheck.ts';
import { findTextLine } from '../model/findTextLine.ts';
import { PublishBar } from './PublishBar.tsx';

interface Props {
  botId: string;
  botName: string;
  flow: FlowResponse;
}

const emptyFlow = { description: '', lines: [] };

// The flow as JSON text in a plain textarea (an editor library would cost more than the whole
// screen). Checking and saving run the server's check first in the browser; every error names its
// flow line and, when found, the line of the text where that flow line is.
export function CodeEditor({ botId, botName, flow }: Props) {
  const { t } = useTranslation('flows');
  const textId = useId();
  const [text, setText] = useState(() => JSON.stringify(flow.draft ?? emptyFlow, null, 2));
  const [isDirty, setIsDirty] = useState(false);
  const draft = useSaveDraft(botId);
  const save = () =>
    draft.save(async () => {
      // The check brings the schemas (zod) with it, loaded when first asked for.
      const { parseFlowJson } = await import('../model/parseFlowJson.ts');
      const result = parseFlowJson(text);
      return result.isValid ? result.document : describeJsonCheck(t, result);
    });
  const problems = (draft.problems ?? []).map((problem) => {
    const textLine = problem.line === null ? null : findTextLine(text, problem.line);
    return textLine === null ? problem.text : t('code.atTextLine', { text: problem.text, textLine });
  });

  return (
    <Panel title={t('code.title', { name: botName })}>
      <div className="p-field">
        <label htmlFor={textId}>{t('code.text')}</label>
        <textarea
          id={textId}
          className="p-input flows-code"
          rows={24}
          spellCheck={false}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setIsDirty(true);
          }}
        />
        <div className="p-hint">{t('code.hint')}</div>
      </div>
      {problems.length > 0 && (
        <Notice type="error" title={t('code.problems')}>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      )}
      <ErrorAlert error={draft.error} />
      <PublishBar
        botId={botId}
        isDirty={isDirty}
        hasDraft={flow.draft !== null}
        isSaving={draft.isSaving}
        isSaved={draft.isSaved && !isDirty}
        onSave={async () => {
          if (await save()) setIsDirty(false);
        }}
      />
    </Panel>
  );
}
