import type { FlowLineOf } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { NumberInput } from './NumberInput.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

interface Props {
  line: FlowLineOf<'slider'>;
  onChange: (line: FlowLineOf<'slider'>) => void;
}

// A slider: its question, label and range.
export function SliderFields({ line, onChange }: Props) {
  const { t } = useTranslation('flows');
  const slider = line.slider;
  const set = (changes: Partial<typeof slider>) => onChange({ ...line, slider: { ...slider, ...changes } });
  return (
    <>
      <TextArea
        label={t('balloon.text')}
        value={line.text}
        onChange={(text) => onChange({ ...line, text })}
      />
      <TextInput label={t('pro.sliderLabel')} value={slider.label} onChange={(label) => set({ label })} />
      <div className="flows-numbers">
        <NumberInput label={t('pro.sliderMin')} value={slider.min} onChange={(min) => set({ min })} />
        <NumberInput label={t('pro.sliderMax')} value={slider.max} onChange={(max) => set({ max })} />
        <NumberInput
          label={t('pro.sliderInitial')}
          value={slider.initial}
          onChange={(initial) => set({ initial })}
        />
        <NumberInput label={t('pro.sliderStep')} value={slider.step} onChange={(step) => set({ step })} />
      </div>
    </>
  );
}
