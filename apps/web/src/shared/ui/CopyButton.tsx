import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// Copies `text` and says so for a moment; a refused clipboard says to copy by hand.
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<'copied' | 'refused' | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 3000);
    return () => clearTimeout(timer);
  }, [outcome]);

  return (
    <span className="p-copy">
      <button
        type="button"
        className="p-button p-button-small"
        aria-label={label}
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setOutcome('copied'),
            () => setOutcome('refused'),
          )
        }
      >
        {t('copy.button')}
      </button>
      <span role="status" className="p-secondary">
        {outcome === 'copied' && t('copy.done')}
        {outcome === 'refused' && t('copy.refused')}
      </span>
    </span>
  );
}
