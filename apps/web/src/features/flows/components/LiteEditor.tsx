import type { FlowDocument, FlowLine, FlowResponse } from '@prosa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useDepartmentOptions } from '../api/useDepartmentOptions.ts';
import { useSaveDraft } from '../hooks/useSaveDraft.ts';
import { addBalloons } from '../model/addBalloons.ts';
import { moveBalloon } from '../model/moveBalloon.ts';
import { removeBalloons } from '../model/removeBalloons.ts';
import type { SaveProblem } from '../model/SaveProblem.ts';
import { BalloonCard } from './BalloonCard.tsx';
import { BalloonToolbar } from './BalloonToolbar.tsx';
import { DescriptionField } from './DescriptionField.tsx';
import { PublishBar } from './PublishBar.tsx';

interface Props {
  botId: string;
  botName: string;
  flow: FlowResponse;
}

// The lite editor: the flow as an ordered list of balloons (balloon n is line n). Saving checks
// in the browser first with the server's own check, so the same errors show at once.
export function LiteEditor({ botId, botName, flow }: Props) {
  const { t } = useTranslation('flows');
  const departments = useDepartmentOptions();
  const [description, setDescription] = useState(flow.draft?.description ?? '');
  // Replaced, never changed in place: the engine caches a document's index by identity.
  const [lines, setLines] = useState<FlowLine[]>(flow.draft?.lines ?? []);
  const [isDirty, setIsDirty] = useState(false);
  const draft = useSaveDraft(botId);
  const edit = (next: FlowLine[]) => {
    setLines(next);
    setIsDirty(true);
  };
  const save = async () => {
    const document: FlowDocument = { description, lines };
    const isSaved = await draft.save(async () => {
      // The check brings the schemas (zod) with it; only an editor that saves needs them.
      const { checkDraft } = await import('../model/checkDraft.ts');
      return checkDraft(t, document);
    });
    if (isSaved) setIsDirty(false);
  };
  const problemsOf = (line: number | null): SaveProblem[] =>
    (draft.problems ?? []).filter((problem) => problem.line === line);
  const flowProblems = problemsOf(null);

  return (
    <Panel title={t('editor.title', { name: botName })}>
      <DescriptionField
        value={description}
        onChange={(value) => {
          setDescription(value);
          setIsDirty(true);
        }}
      />
      {flowProblems.length > 0 && (
        <Notice type="error" title={t('editor.flowProblems')}>
          <ul>
            {flowProblems.map((problem) => (
              <li key={problem.text}>{problem.text}</li>
            ))}
          </ul>
        </Notice>
      )}
      <section aria-label={t('editor.balloons')} className="flows-balloons">
        {lines.length === 0 && <p>{t('editor.empty')}</p>}
        {lines.map((line, position) => (
          <BalloonCard
            key={line.line}
            line={line}
            position={position}
            lines={lines}
            departments={departments.data ?? []}
            problems={problemsOf(line.line)}
            onChange={(changed) => edit(lines.map((item, at) => (at === position ? changed : item)))}
            onMove={(to) => edit(moveBalloon(lines, position, to))}
            onInsertBelow={() => edit(addBalloons(lines, 'message', 1, position))}
            onRemove={() => edit(removeBalloons(lines, position, 1))}
          />
        ))}
      </section>
      <BalloonToolbar
        count={lines.length}
        onAdd={(type, count) => edit(addBalloons(lines, type, count))}
        onRemoveLast={(count) => edit(removeBalloons(lines, Math.max(0, lines.length - count), count))}
      />
      <ErrorAlert error={draft.error} />
      <PublishBar
        botId={botId}
        isDirty={isDirty}
        hasDraft={flow.draft !== null}
        isSaving={draft.isSaving}
        isSaved={draft.isSaved && !isDirty}
        onSave={save}
      />
    </Panel>
  );
}
