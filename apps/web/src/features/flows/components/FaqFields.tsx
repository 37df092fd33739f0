import { buttonLimits, type FlowLine, type FlowLineOf, learningTimeDays } from '@prosa/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonsFields } from './ButtonsFields.tsx';
import { JumpSelect } from './JumpSelect.tsx';
import { NumberInput } from './NumberInput.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLineOf<'faq'>;
  lines: readonly FlowLine[];
  onChange: (line: FlowLineOf<'faq'>) => void;
}

type Faq = FlowLineOf<'faq'>['faq'];

// A FAQ line: its knowledge bases, where to go when nothing is found, its buttons and learning time.
export function FaqFields({ line, lines, onChange }: Props) {
  const { t } = useTranslation('flows');
  const notFoundId = useId();
  const learningId = useId();
  const set = (changes: Partial<Faq>) => onChange({ ...line, faq: { ...line.faq, ...changes } });
  return (
    <>
      {/* The FAQ's text and buttons have the buttons line's shape. */}
      <ButtonsFields
        line={{ ...line, type: 'buttons', buttonLimit: line.faq.buttonLimit }}
        lines={lines}
        onChange={(changed) => onChange({ ...line, text: changed.text, buttons: changed.buttons })}
      />
      <TextInput
        label={t('pro.knowledgeBase')}
        value={line.faq.knowledgeBaseId}
        onChange={(knowledgeBaseId) => set({ knowledgeBaseId })}
      />
      <TextInput
        label={t('pro.secondaryKnowledgeBase')}
        value={line.faq.secondaryKnowledgeBaseId ?? ''}
        onChange={(id) => {
          const { secondaryKnowledgeBaseId: _, ...rest } = line.faq;
          onChange({ ...line, faq: id ? { ...rest, secondaryKnowledgeBaseId: id } : rest });
        }}
      />
      <div className="p-field">
        <label htmlFor={notFoundId}>{t('pro.notFoundJump')}</label>
        <JumpSelect
          id={notFoundId}
          value={line.faq.notFoundJump}
          lines={lines}
          from={line.line}
          noneLabel={t('pro.notFoundNone')}
          onChange={(notFoundJump) => {
            const { notFoundJump: _, ...rest } = line.faq;
            onChange({ ...line, faq: notFoundJump === undefined ? rest : { ...rest, notFoundJump } });
          }}
        />
      </div>
      <NumberInput
        label={t('pro.buttonLimit')}
        value={line.faq.buttonLimit}
        min={buttonLimits.min}
        max={buttonLimits.max}
        onChange={(buttonLimit) => set({ buttonLimit })}
      />
      <div className="p-field">
        <label htmlFor={learningId}>{t('pro.learningDays')}</label>
        <select
          id={learningId}
          className="p-input"
          value={line.faq.learningDays}
          onChange={(event) => set({ learningDays: Number(event.target.value) as Faq['learningDays'] })}
        >
          {learningTimeDays.map((days) => (
            <option key={days} value={days}>
              {t('pro.days', { count: days })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
