import type { QuickResponse } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  items: QuickResponse[];
  activeIndex: number;
  isLoading: boolean;
  onChoose: (quickResponse: QuickResponse) => void;
}

// The quick responses matching the "/" search, as a listbox the message box drives with the arrow
// keys (aria-activedescendant); a click chooses too.
export function QuickResponseList({ id, items, activeIndex, isLoading, onChoose }: Props) {
  const { t } = useTranslation('composer');
  if (isLoading || items.length === 0)
    return (
      <div className="composer-quick" role="status">
        {isLoading ? t('quickResponses.loading') : t('quickResponses.none')}
      </div>
    );
  return (
    <div id={id} role="listbox" aria-label={t('quickResponses.title')} className="composer-quick">
      {items.map((item, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the message box handles the keys for the list
        <div
          key={item.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className="composer-quick-option"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
        >
          <strong>{item.title}</strong> <span className="p-secondary">{item.message}</span>
        </div>
      ))}
    </div>
  );
}
