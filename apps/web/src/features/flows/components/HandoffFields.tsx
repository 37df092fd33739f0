import type { FlowLine, FlowLineOf } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JumpSelect } from './JumpSelect.tsx';
import { TextArea } from './TextArea.tsx';

interface Props {
  line: FlowLineOf<'handoff'>;
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  onChange: (line: FlowLineOf<'handoff'>) => void;
}

// A hand-off to one of the account's departments, and where to go when it cannot take the
// conversation (outside its journey).
export function HandoffFields({ line, lines, departments, onChange }: Props) {
  const { t } = useTranslation('flows');
  const departmentId = useId();
  const errorJumpId = useId();
  return (
    <>
      <div className="p-field">
        <label htmlFor={departmentId}>{t('balloon.department')}</label>
        <select
          id={departmentId}
          className="p-input"
          value={line.departmentId}
          onChange={(event) => onChange({ ...line, departmentId: event.target.value })}
        >
          <option value="" disabled hidden>
            {t('balloon.chooseDepartment')}
          </option>
          {departments.map((department) => (
            <option key={department.value} value={department.value}>
              {department.label}
            </option>
          ))}
        </select>
      </div>
      <TextArea
        label={t('balloon.handoffText')}
        value={line.text}
        onChange={(text) => onChange({ ...line, text })}
      />
      <div className="p-field">
        <label htmlFor={errorJumpId}>{t('balloon.errorJump')}</label>
        <JumpSelect
          id={errorJumpId}
          value={line.errorJump}
          lines={lines}
          from={line.line}
          noneLabel={t('balloon.errorJumpNone')}
          onChange={(errorJump) => {
            const { errorJump: _, ...rest } = line;
            onChange(errorJump === undefined ? rest : { ...rest, errorJump });
          }}
        />
      </div>
    </>
  );
}
