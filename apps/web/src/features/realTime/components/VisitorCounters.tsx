import type { LiveVisitor } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';
import { countVisitors } from '../countVisitors.ts';

// The three headline numbers, each a region named by what it counts.
export function VisitorCounters({ visitors }: { visitors: LiveVisitor[] }) {
  const { t } = useTranslation('realTime');
  const counts = countVisitors(visitors);
  const counters = [
    { label: t('status.browsing'), count: counts.browsing },
    { label: t('status.bot'), count: counts.bot },
    { label: t('status.attendant'), count: counts.attendant },
  ];
  return (
    <div className="rt-counters">
      {counters.map(({ label, count }) => (
        <section key={label} aria-label={label} className="rt-counter">
          <div className="p-secondary">{label}</div>
          <strong className="rt-counter-value">{count}</strong>
        </section>
      ))}
    </div>
  );
}
