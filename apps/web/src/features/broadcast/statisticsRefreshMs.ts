import type { BroadcastDispatch } from '@prosa/contracts';

// How often a dispatch's statistics are asked for again: every 2 s while recipients wait (it is
// sending, or scheduled), every 3 s while some sent are not delivered yet (the provider's
// statuses come in seconds after the sends: a slower pace left the screen a refresh behind them,
// 10 s once, which the browser story's wait did not outlast), and no more once every recipient
// has ended.
export function statisticsRefreshMs(dispatch: BroadcastDispatch | undefined): number | false {
  if (!dispatch) return 2000;
  const isSending = dispatch.status === 'processing' || dispatch.status === 'scheduled';
  if (isSending || dispatch.counts.waiting > 0) return 2000;
  if (dispatch.counts.sent > 0) return 3000;
  return false;
}
