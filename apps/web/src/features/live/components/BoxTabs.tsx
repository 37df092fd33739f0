import { liveBoxes } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import type { LiveBox } from '../api/useConversations.ts';

interface Props {
  box: LiveBox;
  // One per box, in the boxes' order; null while loading.
  counts: Array<number | null>;
  // Conversations announced in each box since the attendant last looked (the badge).
  fresh: Partial<Record<LiveBox, number>>;
  onChange: (box: LiveBox) => void;
}

// The four boxes as tabs with their counts, on one line that never wraps nor clips (the list is
// at least as wide as the tabs, live.css). A plain tab bar: Ant Design's Tabs is heavy.
export function BoxTabs({ box, counts, fresh, onChange }: Props) {
  const { t } = useTranslation('live');
  return (
    <div role="tablist" aria-label={t('list.boxes')} className="live-tabs live-box-tabs">
      {liveBoxes.map((name, index) => {
        const count = counts[index];
        const fresher = fresh[name] ?? 0;
        return (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={name === box}
            className="live-tab"
            onClick={() => onChange(name)}
          >
            {t(`box.${name}`)}
            {count !== null && count !== undefined && <span className="live-count">{count}</span>}
            {fresher > 0 && (
              <span className="live-count live-count-new">
                <span aria-hidden>+{fresher}</span>
                <span className="live-sr-only">{t('list.fresh', { count: fresher })}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
