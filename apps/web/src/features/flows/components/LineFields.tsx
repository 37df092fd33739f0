import type { FlowLine } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BalloonFields } from './BalloonFields.tsx';
import { CodeLineFields } from './CodeLineFields.tsx';
import { ConditionFields } from './ConditionFields.tsx';
import { FaqFields } from './FaqFields.tsx';
import { HttpFields } from './HttpFields.tsx';
import { JumpSelect } from './JumpSelect.tsx';
import { MessageFields } from './MessageFields.tsx';
import { SliderFields } from './SliderFields.tsx';

interface Props {
  line: FlowLine;
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  isMaster: boolean;
  onChange: (line: FlowLine) => void;
}

// The fields of a line of any type: the lite editor's where it has them, the pro editor's own for
// the others, then where the flow goes after it.
export function LineFields({ line, lines, departments, isMaster, onChange }: Props) {
  const { t } = useTranslation('flows');
  const jumpId = useId();
  const next = (
    <div className="p-field">
      <label htmlFor={jumpId}>{t(line.type === 'condition' ? 'pro.otherwise' : 'balloon.next')}</label>
      <JumpSelect
        id={jumpId}
        value={line.jump}
        lines={lines}
        from={line.line}
        noneLabel={t('balloon.nextDefault')}
        onChange={(jump) => {
          const { jump: _, ...rest } = line;
          onChange((jump === undefined ? rest : { ...rest, jump }) as FlowLine);
        }}
      />
    </div>
  );
  switch (line.type) {
    case 'message':
      return (
        <>
          <MessageFields line={line} onChange={onChange} />
          {next}
        </>
      );
    case 'slider':
      return (
        <>
          <SliderFields line={line} onChange={onChange} />
          {next}
        </>
      );
    case 'condition':
      return (
        <>
          <ConditionFields line={line} lines={lines} onChange={onChange} />
          {next}
        </>
      );
    case 'faq':
      return (
        <>
          <FaqFields line={line} lines={lines} onChange={onChange} />
          {next}
        </>
      );
    case 'http':
      return (
        <>
          <HttpFields line={line} onChange={onChange} />
          {next}
        </>
      );
    case 'code':
      return (
        <>
          <CodeLineFields line={line} isMaster={isMaster} onChange={onChange} />
          {next}
        </>
      );
    default:
      return <BalloonFields line={line} lines={lines} departments={departments} onChange={onChange} />;
  }
}
