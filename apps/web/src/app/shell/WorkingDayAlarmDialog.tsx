import type { AlarmPayload } from '@prosa/contracts';
import { Alert, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AlarmPhase, alarmPhase, formatCountdown } from './alarmPhase.ts';

// Ticks every second: a yellow dialog until the period ends, a red one through the tolerance. The
// user may close each; the red one opens even if the yellow one was closed.
export default function WorkingDayAlarmDialog({ alarm }: { alarm: AlarmPayload }) {
  const { t } = useTranslation('shell');
  const [now, setNow] = useState(() => Date.now());
  const [closed, setClosed] = useState<{ end: string; kind: AlarmPhase['kind'] } | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const phase = alarmPhase(alarm, now);
  const isEnding = phase.kind === 'ending';
  const isClosed = closed?.end === alarm.controller.end && closed.kind === phase.kind;
  const close = () => setClosed({ end: alarm.controller.end, kind: phase.kind });
  return (
    <Modal
      open={!isClosed}
      title={isEnding ? t('alarm.endingTitle') : t('alarm.toleranceTitle')}
      onOk={close}
      onCancel={close}
      okText={t('alarm.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      okButtonProps={{ danger: !isEnding }}
    >
      <Alert
        type={isEnding ? 'warning' : 'error'}
        showIcon
        title={isEnding ? t('alarm.endingText') : t('alarm.toleranceText', { count: alarm.tolerance })}
        description={
          <span role="timer" aria-label={t('alarm.timeLeft')}>
            {formatCountdown(phase.secondsLeft)}
          </span>
        }
      />
    </Modal>
  );
}
