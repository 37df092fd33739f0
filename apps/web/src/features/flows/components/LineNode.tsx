import type { FlowLine } from '@prosa/contracts';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { JumpSlot } from '../model/jumpSlots.ts';
import { lineSummary } from '../model/lineSummary.ts';

export type LineNodeData = { line: FlowLine; slots: JumpSlot[]; problems: string[] };

// A sign per type, drawn as the node's icon (no icon font for one screen).
const typeIcons: Record<FlowLine['type'], string> = {
  message: '💬',
  question: '❓',
  buttons: '🔘',
  slider: '🎚',
  jump: '↪',
  condition: '⑂',
  dataCollection: '📋',
  faq: '📚',
  handoff: '🧑',
  http: '🌐',
  code: '⌨',
  end: '■',
};

// One line on the canvas: its type, number and what it says, an entry handle on top and one exit
// handle per jump it can make (the next line, each button or rule, error, not found, no response).
export function LineNode({ data, selected }: NodeProps<Node<LineNodeData>>) {
  const { t } = useTranslation('flows');
  const { line, slots, problems } = data;
  const summary = lineSummary(line);
  const classes = [
    'flows-node',
    selected ? 'flows-node-selected' : '',
    problems.length ? 'flows-node-invalid' : '',
  ];
  return (
    <article
      aria-label={t('pro.node', { line: line.line })}
      aria-invalid={problems.length > 0 || undefined}
      className={classes.join(' ')}
    >
      <Handle type="target" position={Position.Top} id="in" />
      <header className="flows-node-header">
        <span aria-hidden="true">{typeIcons[line.type]}</span>
        <strong>{t('pro.nodeHeading', { line: line.line, type: t(`types.${line.type}`) })}</strong>
      </header>
      {summary && <p className="flows-node-summary">{summary}</p>}
      {line.comment && <p className="flows-node-comment">{line.comment}</p>}
      {problems.length > 0 && (
        <ul className="flows-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className="flows-node-exits">
        {slots.map((slot) => {
          const exit =
            slot.kind === 'button' || slot.kind === 'rule'
              ? t(`pro.slots.${slot.kind}`, { index: slot.index, label: slot.label ?? '' })
              : t(`pro.jumpKinds.${slot.kind}`);
          return (
            <div key={slot.handle} className="flows-node-exit">
              <span>{exit}</span>
              <Handle
                type="source"
                position={Position.Bottom}
                id={slot.handle}
                aria-label={t('pro.handle', { line: line.line, exit })}
              />
            </div>
          );
        })}
      </div>
    </article>
  );
}
