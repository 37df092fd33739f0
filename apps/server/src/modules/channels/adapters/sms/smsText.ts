import type { OutboundMessage } from '../ChannelAdapter.ts';

// SMS carries text only: an attachment or a flow's media goes as its link after the text (the
// layer signs attachment links for providers to fetch; a handset opens them as well).
export function smsText(message: OutboundMessage): string {
  const link = message.media?.url;
  return [message.text, link].filter(Boolean).join('\n');
}
