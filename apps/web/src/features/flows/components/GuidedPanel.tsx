import { type FlowLine, type FlowLineType, flowLineTypes } from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newProLine } from '../model/newProLine.ts';
import { JumpSelect } from './JumpSelect.tsx';
import { LineFields } from './LineFields.tsx';

interface Props {
  lines: readonly FlowLine[];
  departments: ReadonlyArray<{ value: string; label: string }>;
  onDone: (line: FlowLine) => void;
  isMaster: boolean;
  onCancel: () => void;
}

const steps = ['type', 'fields', 'jump'] as const;

// The guided screen: a new line in three steps — its type, its fields, where it goes next.
export function GuidedPanel({ lines, departments, isMaster, onDone, onCancel }: Props) {
  const { t } = useTranslation('flows');
  const typeId = useId();
  const jumpId = useId();
  const [step, setStep] = useState(0);
  const [line, setLine] = useState<FlowLine>(() => newProLine('message', lines));
  const current = steps[step] ?? 'type';
  const withLine = [...lines, line];
  return (
    <section aria-label={t('pro.guidedTitle')} className="flows-guided">
      <h3>{t('pro.guidedStep', { step: step + 1, count: steps.length, name: t(`pro.steps.${current}`) })}</h3>
      {current === 'type' && (
        <div className="p-field">
          <label htmlFor={typeId}>{t('pro.steps.type')}</label>
          <select
            id={typeId}
            className="p-input"
            value={line.type}
            onChange={(event) => setLine(newProLine(event.target.value as FlowLineType, lines))}
          >
            {flowLineTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {current === 'fields' && (
        <LineFields
          line={line}
          lines={withLine}
          departments={departments}
          isMaster={isMaster}
          onChange={setLine}
        />
      )}
      {current === 'jump' && (
        <div className="p-field">
          <label htmlFor={jumpId}>{t('balloon.next')}</label>
          <JumpSelect
            id={jumpId}
            value={line.jump}
            lines={withLine}
            from={line.line}
            noneLabel={line.type === 'jump' ? undefined : t('balloon.nextDefault')}
            onChange={(jump) => {
              const { jump: _, ...rest } = line;
              setLine((jump === undefined ? rest : { ...rest, jump }) as FlowLine);
            }}
          />
        </div>
      )}
      <div className="p-row">
        <button type="button" className="p-button" onClick={step === 0 ? onCancel : () => setStep(step - 1)}>
          {step === 0 ? t('pro.cancel') : t('pro.back')}
        </button>
        {step < steps.length - 1 ? (
          <button type="button" className="p-button p-button-primary" onClick={() => setStep(step + 1)}>
            {t('pro.forward')}
          </button>
        ) : (
          <button type="button" className="p-button p-button-primary" onClick={() => onDone(line)}>
            {t('pro.create')}
          </button>
        )}
      </div>
    </section>
  );
}
