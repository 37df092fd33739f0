import { CheckOutlined, ClockCircleOutlined, CloseCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { DisplayedDeliveryStatus } from '@prosa/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  status: DisplayedDeliveryStatus;
  // Only for a send that got no acknowledgement: clicking sends it again with the same id.
  onRetry?: () => void;
}

// The delivery state as an icon with its name for screen readers (spec §4 message delivery states).
export function DeliveryTick({ status, onRetry }: Props) {
  const { t } = useTranslation('live');
  const label = t(`delivery.${status}`);
  if (status === 'notSubmitted' && onRetry) {
    return (
      <button
        type="button"
        className="live-tick live-tick-retry"
        aria-label={label}
        title={label}
        onClick={onRetry}
      >
        <ReloadOutlined aria-hidden />
      </button>
    );
  }
  return (
    <span role="img" aria-label={label} title={label} className={`live-tick live-tick-${status}`}>
      {status === 'sending' && <ClockCircleOutlined aria-hidden />}
      {status === 'notSubmitted' && <ClockCircleOutlined aria-hidden />}
      {status === 'failed' && <CloseCircleOutlined aria-hidden />}
      {(status === 'sent' || status === 'delivered' || status === 'read') && <CheckOutlined aria-hidden />}
      {(status === 'delivered' || status === 'read') && (
        <CheckOutlined aria-hidden className="live-tick-second" />
      )}
    </span>
  );
}
