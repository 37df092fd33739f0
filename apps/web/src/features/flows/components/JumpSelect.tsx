import type { FlowLine } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  id?: string;
  label?: string;
  value: number | undefined;
  lines: readonly FlowLine[];
  // The balloon that jumps, left out of the choices (a jump to itself is refused).
  from: number;
  // The choice for "no jump" (optional jumps); without it the jump is required.
  noneLabel?: string;
  onChange: (value: number | undefined) => void;
}

// A jump chosen among the flow's balloons by number and type.
export function JumpSelect({ id, label, value, lines, from, noneLabel, onChange }: Props) {
  const { t } = useTranslation('flows');
  const isChosen = lines.some((line) => line.line === value && line.line !== from);
  return (
    <select
      id={id}
      aria-label={label}
      className="p-input"
      value={isChosen ? String(value) : ''}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
    >
      {noneLabel ? (
        <option value="">{noneLabel}</option>
      ) : (
        <option value="" disabled hidden>
          {t('balloon.chooseLine')}
        </option>
      )}
      {lines
        .filter((line) => line.line !== from)
        .map((line) => (
          <option key={line.line} value={String(line.line)}>
            {t('balloon.lineOption', { line: line.line, type: t(`types.${line.type}`) })}
          </option>
        ))}
    </select>
  );
}
