import type { FlowLine } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonsFields } from './ButtonsFields.tsx';
import { DataCollectionFields } from './DataCollectionFields.tsx';
import { HandoffFields } from './HandoffFields.tsx';
import { JumpSelect } from './JumpSelect.tsx';
import { QuestionFields } from './QuestionFields.tsx';
import { TextArea } from './TextArea.tsx';

interface Props {
  line: FlowLine;
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  onChange: (line: FlowLine) => void;
}

// The fields of a balloon's type, then where the flow goes after it.
export function BalloonFields({ line, lines, departments, onChange }: Props) {
  const { t } = useTranslation('flows');
  const jumpId = useId();
  const jumpField = (isRequired: boolean) => (
    <div className="p-field">
      <label htmlFor={jumpId}>{t(isRequired ? 'balloon.jumpTarget' : 'balloon.next')}</label>
      <JumpSelect
        id={jumpId}
        value={line.jump}
        lines={lines}
        from={line.line}
        noneLabel={isRequired ? undefined : t('balloon.nextDefault')}
        onChange={(jump) => {
          const { jump: _, ...rest } = line;
          onChange((jump === undefined ? rest : { ...rest, jump }) as FlowLine);
        }}
      />
    </div>
  );
  switch (line.type) {
    case 'message':
      if (line.content.kind !== 'text') return <p className="p-hint">{t('balloon.codeOnly')}</p>;
      return (
        <>
          <TextArea
            label={t('balloon.text')}
            value={line.content.text}
            onChange={(text) => onChange({ ...line, content: { kind: 'text', text } })}
          />
          {jumpField(false)}
        </>
      );
    case 'question':
      return (
        <>
          <QuestionFields line={line} onChange={onChange} />
          {jumpField(false)}
        </>
      );
    case 'buttons':
      return (
        <>
          <ButtonsFields line={line} lines={lines} onChange={onChange} />
          {jumpField(false)}
        </>
      );
    case 'dataCollection':
      return (
        <>
          <DataCollectionFields line={line} onChange={onChange} />
          {jumpField(false)}
        </>
      );
    case 'handoff':
      return <HandoffFields line={line} lines={lines} departments={departments} onChange={onChange} />;
    case 'jump':
      return jumpField(true);
    case 'end':
      return (
        <TextArea
          label={t('balloon.endText')}
          value={line.text}
          onChange={(text) => onChange({ ...line, text })}
        />
      );
    default:
      return <p className="p-hint">{t('balloon.codeOnly')}</p>;
  }
}
