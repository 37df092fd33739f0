import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LiteLineType, liteLineTypes } from '../model/newLine.ts';

interface Props {
  count: number;
  onAdd: (type: LiteLineType, count: number) => void;
  onRemoveLast: (count: number) => void;
}

// Adds or removes balloons 1 or 10 at a time at the end of the list (spec §8).
export function BalloonToolbar({ count, onAdd, onRemoveLast }: Props) {
  const { t } = useTranslation('flows');
  const typeId = useId();
  const [type, setType] = useState<LiteLineType>('message');
  return (
    <div className="p-row flows-toolbar">
      <label htmlFor={typeId}>{t('editor.addType')}</label>
      <select
        id={typeId}
        className="p-input flows-type"
        value={type}
        onChange={(event) => setType(event.target.value as LiteLineType)}
      >
        {liteLineTypes.map((item) => (
          <option key={item} value={item}>
            {t(`types.${item}`)}
          </option>
        ))}
      </select>
      <button type="button" className="p-button" onClick={() => onAdd(type, 1)}>
        {t('editor.addOne')}
      </button>
      <button type="button" className="p-button" onClick={() => onAdd(type, 10)}>
        {t('editor.addTen')}
      </button>
      <button type="button" className="p-button" disabled={count === 0} onClick={() => onRemoveLast(1)}>
        {t('editor.removeOne')}
      </button>
      <button type="button" className="p-button" disabled={count === 0} onClick={() => onRemoveLast(10)}>
        {t('editor.removeTen')}
      </button>
    </div>
  );
}
