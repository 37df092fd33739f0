import { type FlowLineType, flowLineTypes } from '@prosa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  isGuided: boolean;
  onAdd: (type: FlowLineType) => void;
  onGuide: () => void;
}

// Adds a line of any type below the others, or opens the guided steps for a new line.
export function LinePalette({ isGuided, onAdd, onGuide }: Props) {
  const { t } = useTranslation('flows');
  const typeId = useId();
  const [type, setType] = useState<FlowLineType>('message');
  return (
    <div className="p-row flows-toolbar">
      <label htmlFor={typeId}>{t('pro.addType')}</label>
      <select
        id={typeId}
        className="p-input flows-type"
        value={type}
        onChange={(event) => setType(event.target.value as FlowLineType)}
      >
        {flowLineTypes.map((item) => (
          <option key={item} value={item}>
            {t(`types.${item}`)}
          </option>
        ))}
      </select>
      <button type="button" className="p-button" onClick={() => onAdd(type)}>
        {t('pro.add')}
      </button>
      <button type="button" className="p-button" aria-pressed={isGuided} onClick={onGuide}>
        {t('pro.guided')}
      </button>
    </div>
  );
}
