import { liveBoxes } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import type { LiveBox } from '../api/useConversations.ts';

interface Props {
  box: LiveBox;
  // One per box, in the boxes' order; null while loading.
  counts: Array<number | null>;
  onChange: (box: LiveBox) => void;
}

// The four boxes as tabs with their counts (a plain tab bar: Ant Design's Tabs is heavy).
export function BoxTabs({ box, counts, onChange }: Props) {
  const { t } = useTranslation('live');
  return (
    <div role="tablist" aria-label={t('list.boxes')} className="live-tabs">
      {liveBoxes.map((name, index) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={name === box}
          className="live-tab"
          onClick={() => onChange(name)}
        >
          {t(`box.${name}`)}
          {counts[index] !== null && counts[index] !== undefined && (
            <span className="live-count">{counts[index]}</span>
          )}
        </button>
      ))}
    </div>
  );
}
