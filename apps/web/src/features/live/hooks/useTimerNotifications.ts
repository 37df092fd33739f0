import type { ConversationSummary } from '@prosa/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dueTimerNotifications } from '../model/dueTimerNotifications.ts';
import { minutesAwaiting } from '../model/isAwaitingTooLong.ts';
import { showBrowserNotification } from '../model/showBrowserNotification.ts';
import { timerAlertKind } from '../model/timerAlertKind.ts';
import { useAttendantSettings } from './useAttendantSettings.ts';

// The timer alert as a browser notification, for attendants who chose it over the highlight:
// once per conversation per wait, visible tab or not (nothing else marks the wait for them).
export function useTimerNotifications(
  currentUserId: string,
  summaries: readonly ConversationSummary[],
  now: number,
) {
  const { t } = useTranslation('live');
  const settings = useAttendantSettings();
  const notified = useRef(new Set<string>());
  const isOn = timerAlertKind(settings) === 'notification';
  const alertMinutes = settings.exhibitionAlertTime;

  useEffect(() => {
    if (!isOn) return;
    const due = dueTimerNotifications(summaries, {
      userId: currentUserId,
      alertMinutes,
      now,
      notified: notified.current,
    });
    for (const { key, summary, awaitingSince } of due) {
      notified.current.add(key);
      showBrowserNotification(
        t('notify.awaiting', { name: summary.customerName, minutes: minutesAwaiting(awaitingSince, now) }),
        summary.lastMessage?.text ?? '',
        summary._id,
      );
    }
  }, [isOn, alertMinutes, summaries, currentUserId, now, t]);
}
