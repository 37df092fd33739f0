import type { ProviderStatus } from '@prosa/contracts';
import { useTranslation } from 'react-i18next';

// WhatsApp's ticks: one grey (sent), two grey (delivered), two blue (read), a red mark (failed).
// Inline SVG, named for screen readers by the status.
export function DeliveryTicks({ status }: { status: ProviderStatus }) {
  const { t } = useTranslation('simulator');
  const label = t(`status.${status}`);
  if (status === 'failed') {
    return (
      <svg
        role="img"
        aria-label={label}
        className="simulator-ticks simulator-ticks-failed"
        viewBox="0 0 16 16"
        width="16"
        height="16"
      >
        <title>{label}</title>
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4v5M8 11v1" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
    );
  }
  const className = status === 'read' ? 'simulator-ticks simulator-ticks-read' : 'simulator-ticks';
  return (
    <svg role="img" aria-label={label} className={className} viewBox="0 0 20 16" width="20" height="16">
      <title>{label}</title>
      <path d="M1 8.5l3.5 3.5L11 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      {status !== 'sent' && (
        <path d="M7 11.5l.5.5L14 5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      )}
    </svg>
  );
}
