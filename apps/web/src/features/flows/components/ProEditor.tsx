import type { FlowDocument, FlowLine, FlowLineType, FlowResponse } from '@prosa/contracts';
import { levels } from '@prosa/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../shared/session/useMe.ts';
import { ErrorAlert } from '../../../shared/ui/ErrorAlert.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { Panel } from '../../../shared/ui/Panel.tsx';
import { useDepartmentOptions } from '../api/useDepartmentOptions.ts';
import { useSaveDraft } from '../hooks/useSaveDraft.ts';
import { layoutFlow, type NodePosition } from '../model/layoutFlow.ts';
import { newProLine } from '../model/newProLine.ts';
import { removeLine } from '../model/removeLine.ts';
import { setJump } from '../model/setJump.ts';
import { DescriptionField } from './DescriptionField.tsx';
import { FlowCanvas } from './FlowCanvas.tsx';
import { GuidedPanel } from './GuidedPanel.tsx';
import { LineInspector } from './LineInspector.tsx';
import { LinePalette } from './LinePalette.tsx';
import { PublishBar } from './PublishBar.tsx';
import '@xyflow/react/dist/style.css';

interface Props {
  botId: string;
  botName: string;
  flow: FlowResponse;
}

// The pro editor: the flow's lines as nodes on a canvas, their jumps as edges. Connecting two
// nodes sets a jump, deleting an edge clears it; the side panel edits the chosen line. Saving and
// publishing are the lite editor's (the same check in the browser, then the server's).
export default function ProEditor({ botId, botName, flow }: Props) {
  const { t } = useTranslation('flows');
  const departments = useDepartmentOptions();
  const me = useMe().data;
  const isMaster = me !== undefined && me.level <= levels.master;
  const [description, setDescription] = useState(flow.draft?.description ?? '');
  // Replaced, never changed in place: the engine caches a document's index by identity.
  const [lines, setLines] = useState<FlowLine[]>(flow.draft?.lines ?? []);
  // Laid out once on load; the schema has no place for positions, so they stay in the page.
  const [positions, setPositions] = useState<Record<string, NodePosition>>(() =>
    layoutFlow(flow.draft?.lines ?? []),
  );
  const [selected, setSelected] = useState<number | null>(null);
  const [isGuided, setIsGuided] = useState(false);
  const [isDirty, setIsDirty] = useState(false);
  const draft = useSaveDraft(botId);

  // Updates from the current lines: one canvas gesture can bring several changes at once (removing
  // a node also deletes its edges).
  const edit = (change: (current: FlowLine[]) => FlowLine[]) => {
    setLines(change);
    setIsDirty(true);
  };
  const add = (line: FlowLine) => {
    const lowest = Math.max(0, ...Object.values(positions).map((position) => position.y));
    setPositions({ ...positions, [line.line]: { x: 0, y: lines.length === 0 ? 0 : lowest + 170 } });
    edit((current) => [...current, line]);
    setSelected(line.line);
  };
  const save = async () => {
    const document: FlowDocument = { description, lines };
    const isSaved = await draft.save(async () => {
      const { checkDraft } = await import('../model/checkDraft.ts');
      return checkDraft(t, document);
    });
    if (isSaved) setIsDirty(false);
  };
  const problems = draft.problems ?? [];
  const problemsByLine = useMemo(() => {
    const byLine = new Map<number, string[]>();
    for (const problem of problems) {
      if (problem.line !== null)
        byLine.set(problem.line, [...(byLine.get(problem.line) ?? []), problem.text]);
    }
    return byLine;
  }, [problems]);
  const selectedLine = lines.find((line) => line.line === selected) ?? null;

  return (
    <Panel title={t('pro.title', { name: botName })}>
      <DescriptionField
        value={description}
        onChange={(value) => {
          setDescription(value);
          setIsDirty(true);
        }}
      />
      <LinePalette
        onAdd={(type: FlowLineType) => add(newProLine(type, lines))}
        isGuided={isGuided}
        onGuide={() => setIsGuided(!isGuided)}
      />
      {isGuided && (
        <GuidedPanel
          lines={lines}
          departments={departments.data ?? []}
          isMaster={isMaster}
          onDone={(line) => {
            add(line);
            setIsGuided(false);
          }}
          onCancel={() => setIsGuided(false)}
        />
      )}
      {problems.length > 0 && (
        <Notice type="error" title={t('editor.flowProblems')}>
          <ul aria-label={t('pro.problems')}>
            {problems.map((problem) => (
              <li key={problem.text}>{problem.text}</li>
            ))}
          </ul>
        </Notice>
      )}
      <div className="flows-pro">
        <FlowCanvas
          lines={lines}
          positions={positions}
          selected={selected}
          problemsByLine={problemsByLine}
          onMove={(id, position) => setPositions((current) => ({ ...current, [id]: position }))}
          onSelect={setSelected}
          onConnect={(from, handle, to) => edit((current) => setJump(current, from, handle, to))}
          onDisconnect={(from, handle) => edit((current) => setJump(current, from, handle, undefined))}
          onRemove={(number) => {
            edit((current) => removeLine(current, number));
            setSelected((current) => (current === number ? null : current));
          }}
        />
        <aside aria-label={t('pro.inspector')} className="flows-inspector">
          {selectedLine ? (
            <LineInspector
              key={selectedLine.line}
              line={selectedLine}
              lines={lines}
              departments={departments.data ?? []}
              isMaster={isMaster}
              problems={problemsByLine.get(selectedLine.line) ?? []}
              onChange={(changed) =>
                edit((current) => current.map((line) => (line.line === changed.line ? changed : line)))
              }
              onRemove={() => {
                edit((current) => removeLine(current, selectedLine.line));
                setSelected(null);
              }}
            />
          ) : (
            <p className="p-hint">{t('pro.chooseNode')}</p>
          )}
        </aside>
      </div>
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
