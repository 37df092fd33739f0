import type { ConversationDetail, ConversationSummary } from '@prosa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtime } from '../../../shared/realtime/useRealtime.ts';
import { liveQueryKeys } from '../api/liveQueryKeys.ts';
import { detectAlert, type SeenConversation, toSeen } from '../model/detectAlerts.ts';
import { playTone } from '../model/playTone.ts';
import { showBrowserNotification } from '../model/showBrowserNotification.ts';
import { useAttendantSettings } from './useAttendantSettings.ts';

const tones = { conversation: 880, message: 660 } as const;
// Bursts of updates (a bulk transfer) refresh the lists once.
const refreshDelayMs = 250;

// Conversation updates from the /live socket: the lists and the open room follow them, and the
// attendant hears the bells their settings enable (and sees a browser notification when the tab
// is hidden and notifications are allowed). A new conversation — in the queue, or given to the
// attendant — is also handed to `onNewConversation` (the toast and the box badge), whatever box
// is open.
export function useLiveAlerts(
  currentUserId: string,
  known: readonly ConversationSummary[],
  onNewConversation: (summary: ConversationSummary) => void,
) {
  const { t } = useTranslation('live');
  const { liveSocket } = useRealtime();
  const queryClient = useQueryClient();
  const settings = useAttendantSettings();
  const seen = useRef(new Map<string, SeenConversation>());
  const latest = useRef({ settings, t, onNewConversation });
  latest.current = { settings, t, onNewConversation };

  // What the lists already show rings nothing.
  useEffect(() => {
    for (const summary of known)
      if (!seen.current.has(summary._id)) seen.current.set(summary._id, toSeen(summary));
  }, [known]);

  useEffect(() => {
    if (!liveSocket) return;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const onConversation = (summary: ConversationSummary) => {
      queryClient.setQueryData<ConversationDetail>(liveQueryKeys.conversation(summary._id), (detail) =>
        detail ? { ...detail, ...summary } : detail,
      );
      clearTimeout(refresh);
      refresh = setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ['live', 'conversations'] }),
        refreshDelayMs,
      );
      const alert = detectAlert(seen.current.get(summary._id), summary, currentUserId);
      seen.current.set(summary._id, toSeen(summary));
      if (!alert) return;
      const { settings: current, t: translate, onNewConversation: announce } = latest.current;
      if (alert.kind === 'conversation') announce(summary);
      const isBellOn = alert.kind === 'conversation' ? current.attendantBell : current.messageBell;
      if (isBellOn) playTone(tones[alert.kind]);
      if (document.visibilityState === 'hidden')
        showBrowserNotification(
          translate(alert.kind === 'conversation' ? 'notify.newConversation' : 'notify.newMessage', {
            name: summary.customerName,
          }),
          summary.lastMessage?.text ?? '',
          summary._id,
        );
    };
    liveSocket.on('conversation', onConversation);
    return () => {
      clearTimeout(refresh);
      liveSocket.off('conversation', onConversation);
    };
  }, [liveSocket, queryClient, currentUserId]);
}
