import type { FlowLine } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { type LiteLineType, liteLineTypes, newLine } from '../model/newLine.ts';
import type { SaveProblem } from '../model/SaveProblem.ts';
import { BalloonFields } from './BalloonFields.tsx';

interface Props {
  line: FlowLine;
  position: number;
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  problems: readonly SaveProblem[];
  onChange: (line: FlowLine) => void;
  onMove: (to: number) => void;
  onInsertBelow: () => void;
  onRemove: () => void;
}

// One balloon of the lite editor: its type, its fields, its place in the list, and the save
// errors that point at its line.
export function BalloonCard({ line, position, lines, departments, problems, ...actions }: Props) {
  const { t } = useTranslation('flows');
  const number = { line: line.line };
  const isLite = (liteLineTypes as readonly string[]).includes(line.type);
  return (
    <article aria-label={t('balloon.label', number)} className="flows-balloon">
      <header className="flows-balloon-header">
        <h3>{t('balloon.heading', { ...number, type: t(`types.${line.type}`) })}</h3>
        {isLite && (
          <select
            className="p-input flows-type"
            aria-label={t('balloon.type', number)}
            value={line.type}
            // Another type is a new empty balloon in the same place.
            onChange={(event) => actions.onChange(newLine(event.target.value as LiteLineType, line.line))}
          >
            {liteLineTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        )}
        <div className="p-row">
          <button
            type="button"
            className="p-button p-button-small"
            aria-label={t('balloon.moveUp', number)}
            disabled={position === 0}
            onClick={() => actions.onMove(position - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="p-button p-button-small"
            aria-label={t('balloon.moveDown', number)}
            disabled={position === lines.length - 1}
            onClick={() => actions.onMove(position + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="p-button p-button-small"
            aria-label={t('balloon.insertBelow', number)}
            onClick={actions.onInsertBelow}
          >
            +
          </button>
          <button
            type="button"
            className="p-button p-button-small"
            aria-label={t('balloon.remove', number)}
            onClick={actions.onRemove}
          >
            ×
          </button>
        </div>
      </header>
      <BalloonFields line={line} lines={lines} departments={departments} onChange={actions.onChange} />
      {problems.length > 0 && (
        <ul aria-label={t('balloon.problems', number)} className="flows-problems">
          {problems.map((problem) => (
            <li key={problem.text} role="alert">
              {problem.text}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
