import type { WebchatState } from '@prosa/contracts';
import type { WidgetTexts } from './texts.ts';

// The line under the header: the connection when it is lost, else the queue position or who
// attends.
export function statusText(state: WebchatState | null, isConnected: boolean, texts: WidgetTexts): string {
  if (!isConnected) return texts.offline;
  if (state?.queuePosition) return texts.queue(state.queuePosition);
  if (state?.attendantName) return texts.attendant(state.attendantName);
  return '';
}
