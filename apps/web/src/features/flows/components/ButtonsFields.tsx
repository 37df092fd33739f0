import type { FlowLine, FlowLineOf } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { JumpSelect } from './JumpSelect.tsx';
import { TextArea } from './TextArea.tsx';

interface Props {
  line: FlowLineOf<'buttons'>;
  lines: readonly FlowLine[];
  onChange: (line: FlowLineOf<'buttons'>) => void;
}

type Button = FlowLineOf<'buttons'>['buttons'][number];

// A buttons balloon: its text and each button's key (what the channel sends back), value (what
// the customer sees and what is kept) and optional jump.
export function ButtonsFields({ line, lines, onChange }: Props) {
  const { t } = useTranslation('flows');
  const setButton = (index: number, button: Button) =>
    onChange({ ...line, buttons: line.buttons.map((item, at) => (at === index ? button : item)) });
  return (
    <>
      <TextArea
        label={t('balloon.text')}
        value={line.text}
        onChange={(text) => onChange({ ...line, text })}
      />
      <fieldset className="p-fieldset flows-buttons">
        <legend>{t('balloon.buttons')}</legend>
        {line.buttons.map((button, index) => {
          const number = index + 1;
          return (
            // Buttons have no id of their own; their position is what the editor shows.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <div key={index} className="flows-button-row">
              <input
                className="p-input"
                aria-label={t('balloon.buttonKey', { index: number })}
                value={button.key}
                onChange={(event) => setButton(index, { ...button, key: event.target.value })}
              />
              <input
                className="p-input"
                aria-label={t('balloon.buttonValue', { index: number })}
                value={button.value}
                onChange={(event) => setButton(index, { ...button, value: event.target.value })}
              />
              <JumpSelect
                label={t('balloon.buttonJump', { index: number })}
                value={button.jump}
                lines={lines}
                from={line.line}
                noneLabel={t('balloon.buttonNoJump')}
                onChange={(jump) => {
                  const { jump: _, ...rest } = button;
                  setButton(index, jump === undefined ? rest : { ...rest, jump });
                }}
              />
              <button
                type="button"
                className="p-button p-button-small"
                aria-label={t('balloon.removeButton', { index: number })}
                onClick={() => onChange({ ...line, buttons: line.buttons.filter((_, at) => at !== index) })}
              >
                ×
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="p-button p-button-small"
          onClick={() =>
            onChange({
              ...line,
              buttons: [...line.buttons, { key: String(line.buttons.length + 1), value: '' }],
            })
          }
        >
          {t('balloon.addButton')}
        </button>
      </fieldset>
    </>
  );
}
