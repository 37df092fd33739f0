import { type FlowLineOf, flowChannels } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  line: FlowLineOf<'code'>;
  isMaster: boolean;
  onChange: (line: FlowLineOf<'code'>) => void;
}

// External code, one script per channel. Only master level may change it (the server checks it
// too); the others see it read-only.
export function CodeLineFields({ line, isMaster, onChange }: Props) {
  const { t } = useTranslation('flows');
  const baseId = useId();
  return (
    <>
      {!isMaster && <p className="p-hint">{t('pro.codeMasterOnly')}</p>}
      {flowChannels.map((channel) => (
        <div key={channel} className="p-field">
          <label htmlFor={`${baseId}-${channel}`}>{t('pro.codeFor', { channel })}</label>
          <textarea
            id={`${baseId}-${channel}`}
            className="p-input flows-code"
            rows={3}
            spellCheck={false}
            readOnly={!isMaster}
            value={line.externalCode[channel] ?? ''}
            onChange={(event) => {
              const { [channel]: _, ...rest } = line.externalCode;
              const code = event.target.value;
              onChange({ ...line, externalCode: code ? { ...rest, [channel]: code } : rest });
            }}
          />
        </div>
      ))}
    </>
  );
}
