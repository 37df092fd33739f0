import { appearanceMsLimits, chatbotTimerMinutes, type FlowLine } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { JumpSelect } from './JumpSelect.tsx';
import { NumberInput } from './NumberInput.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLine;
  lines: readonly FlowLine[];
  onChange: (line: FlowLine) => void;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

// What every line has: identifier, comment, appearance time, secure answer, tags, integrations,
// the error jump (the hand-off shows its own) and what happens when the customer does not answer.
export function CommonLineFields({ line, lines, onChange }: Props) {
  const { t } = useTranslation('flows');
  const errorJumpId = useId();
  const secureId = useId();
  const noResponseId = useId();
  const timerId = useId();
  const noResponseJumpId = useId();
  const set = (changes: Partial<FlowLine>) => onChange({ ...line, ...changes } as FlowLine);
  const setOptional = (key: 'identifier' | 'comment' | 'errorJump', value: string | number | undefined) => {
    const { [key]: _, ...rest } = line;
    onChange((value === undefined || value === '' ? rest : { ...rest, [key]: value }) as FlowLine);
  };
  return (
    <fieldset className="p-fieldset">
      <legend>{t('pro.common')}</legend>
      <TextInput
        label={t('pro.identifier')}
        value={line.identifier ?? ''}
        onChange={(value) => setOptional('identifier', value)}
      />
      <TextArea
        label={t('pro.comment')}
        value={line.comment ?? ''}
        onChange={(value) => setOptional('comment', value)}
      />
      <NumberInput
        label={t('pro.appearanceMs')}
        value={line.appearanceMs}
        min={appearanceMsLimits.min}
        max={appearanceMsLimits.max}
        step={500}
        onChange={(appearanceMs) => set({ appearanceMs })}
      />
      <label className="flows-check" htmlFor={secureId}>
        <input
          id={secureId}
          type="checkbox"
          checked={line.isSecure}
          onChange={(event) => set({ isSecure: event.target.checked })}
        />
        {t('pro.isSecure')}
      </label>
      <TextInput
        label={t('pro.tags')}
        value={line.tags.join(', ')}
        onChange={(text) => set({ tags: splitList(text) })}
      />
      <TextInput
        label={t('pro.integrations')}
        value={line.integrations.join(', ')}
        onChange={(text) => set({ integrations: splitList(text) })}
      />
      {line.type !== 'handoff' && line.type !== 'end' && (
        <div className="p-field">
          <label htmlFor={errorJumpId}>{t('pro.errorJump')}</label>
          <JumpSelect
            id={errorJumpId}
            value={line.errorJump}
            lines={lines}
            from={line.line}
            noneLabel={t('pro.errorJumpNone')}
            onChange={(jump) => setOptional('errorJump', jump)}
          />
        </div>
      )}
      <label className="flows-check" htmlFor={noResponseId}>
        <input
          id={noResponseId}
          type="checkbox"
          checked={line.noResponse !== undefined}
          onChange={(event) => {
            const { noResponse: _, ...rest } = line;
            onChange(
              (event.target.checked ? { ...rest, noResponse: { afterMinutes: 5 } } : rest) as FlowLine,
            );
          }}
        />
        {t('pro.noResponse')}
      </label>
      {line.noResponse && (
        <>
          <div className="p-field">
            <label htmlFor={timerId}>{t('pro.noResponseAfter')}</label>
            <select
              id={timerId}
              className="p-input"
              value={line.noResponse.afterMinutes}
              onChange={(event) =>
                set({
                  noResponse: {
                    ...line.noResponse,
                    afterMinutes: Number(event.target.value) as (typeof chatbotTimerMinutes)[number],
                  },
                })
              }
            >
              {chatbotTimerMinutes.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes < 60
                    ? t('pro.minutes', { count: minutes })
                    : t('pro.hours', { count: minutes / 60 })}
                </option>
              ))}
            </select>
          </div>
          <TextArea
            label={t('pro.noResponseText')}
            value={line.noResponse.text ?? ''}
            onChange={(text) =>
              set({
                noResponse: { ...line.noResponse, afterMinutes: line.noResponse?.afterMinutes ?? 5, text },
              })
            }
          />
          <div className="p-field">
            <label htmlFor={noResponseJumpId}>{t('pro.noResponseJump')}</label>
            <JumpSelect
              id={noResponseJumpId}
              value={line.noResponse.jump}
              lines={lines}
              from={line.line}
              noneLabel={t('pro.noResponseEnd')}
              onChange={(jump) => {
                const { jump: _, ...rest } = line.noResponse ?? { afterMinutes: 5 };
                set({
                  noResponse: (jump === undefined ? rest : { ...rest, jump }) as FlowLine['noResponse'],
                });
              }}
            />
          </div>
        </>
      )}
    </fieldset>
  );
}
