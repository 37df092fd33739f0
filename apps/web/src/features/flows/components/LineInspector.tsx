import type { FlowLine } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { CommonLineFields } from './CommonLineFields.tsx';
import { LineFields } from './LineFields.tsx';

interface Props {
  line: FlowLine;
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  isMaster: boolean;
  problems: readonly string[];
  onChange: (line: FlowLine) => void;
  onRemove: () => void;
}

// The side panel of the chosen node: every field of its line, the save errors that point at it,
// and removing it.
export function LineInspector({ line, lines, departments, isMaster, problems, onChange, onRemove }: Props) {
  const { t } = useTranslation('flows');
  const number = { line: line.line };
  return (
    <section aria-label={t('pro.lineTitle', number)}>
      <h3>{t('pro.nodeHeading', { ...number, type: t(`types.${line.type}`) })}</h3>
      {problems.length > 0 && (
        <ul aria-label={t('pro.lineProblems', number)} className="flows-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <LineFields
        line={line}
        lines={lines}
        departments={departments}
        isMaster={isMaster}
        onChange={onChange}
      />
      <CommonLineFields line={line} lines={lines} onChange={onChange} />
      <button type="button" className="p-button" onClick={onRemove}>
        {t('pro.removeLine', number)}
      </button>
    </section>
  );
}
