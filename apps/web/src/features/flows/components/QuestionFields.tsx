import { answerValidations, type FlowLineOf } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLineOf<'question'>;
  onChange: (line: FlowLineOf<'question'>) => void;
}

// A question: its text, what the answer must be, and where the answer is kept.
export function QuestionFields({ line, onChange }: Props) {
  const { t } = useTranslation('flows');
  const validationId = useId();
  return (
    <>
      <TextArea
        label={t('balloon.text')}
        value={line.text}
        onChange={(text) => onChange({ ...line, text })}
      />
      <div className="p-field">
        <label htmlFor={validationId}>{t('balloon.validation')}</label>
        <select
          id={validationId}
          className="p-input"
          value={line.validation}
          onChange={(event) =>
            onChange({ ...line, validation: event.target.value as FlowLineOf<'question'>['validation'] })
          }
        >
          {answerValidations.map((validation) => (
            <option key={validation} value={validation}>
              {t(`validations.${validation}`)}
            </option>
          ))}
        </select>
      </div>
      <TextInput
        label={t('balloon.invalidText')}
        value={line.invalidText ?? ''}
        onChange={(text) => onChange(withOptional(line, 'invalidText', text))}
      />
      <TextInput
        label={t('balloon.responseField')}
        value={line.responseField ?? ''}
        onChange={(text) => onChange(withOptional(line, 'responseField', text))}
      />
    </>
  );
}

// An emptied optional text is left out of the document rather than saved as "".
function withOptional<T extends object>(line: T, key: keyof T & string, text: string): T {
  const { [key]: _, ...rest } = line as Record<string, unknown>;
  return (text ? { ...rest, [key]: text } : rest) as T;
}
