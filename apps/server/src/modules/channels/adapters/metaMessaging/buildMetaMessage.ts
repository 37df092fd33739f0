import { customerServiceWindowMs, humanAgentWindowMs, metaQuickReplyTitleMax } from '@prosa/contracts';
import { capabilitiesOf, renderChoices } from '@prosa/domain';
import type { OutboundMessage } from '../ChannelAdapter.ts';

// The body of the Send API's POST /me/messages (Messenger Platform, "Send API"; Instagram's
// Messaging API takes the same) for one of our messages: the customer's page-scoped id as
// `recipient.id`, text with quick replies for a flow's buttons, or one attachment by URL.

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);

// The attachment types the Send API takes by URL; any other file goes as `file`.
function attachmentType(mime: string): 'image' | 'audio' | 'video' | 'file' {
  const base = mime.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base.startsWith('image/')) return 'image';
  if (base.startsWith('audio/')) return 'audio';
  if (base.startsWith('video/')) return 'video';
  return 'file';
}

// RESPONSE within the 24-hour standard window. After it, an attendant's message goes with the
// HUMAN_AGENT tag for up to 7 days when the channel says its Meta app has that feature; the store
// refused anything else already (appendMessage), so a message that still gets here (a bot's, late in
// its queue) goes as RESPONSE and Meta's refusal (10/2018278) fails it.
export function messagingTypeOf(
  message: Pick<OutboundMessage, 'fromAttendant' | 'customerWroteAt'>,
  humanAgent: boolean,
  now: Date,
) {
  const wroteAt = message.customerWroteAt?.getTime();
  if (wroteAt === undefined || now.getTime() - wroteAt < customerServiceWindowMs)
    return { messaging_type: 'RESPONSE' };
  if (humanAgent && message.fromAttendant && now.getTime() - wroteAt < humanAgentWindowMs)
    return { messaging_type: 'MESSAGE_TAG', tag: 'HUMAN_AGENT' };
  return { messaging_type: 'RESPONSE' };
}

export function buildMetaMessage(
  message: OutboundMessage,
  options: { humanAgent: boolean; now: Date },
): Record<string, unknown> {
  const head = {
    recipient: { id: message.to },
    ...messagingTypeOf(message, options.humanAgent, options.now),
  };
  if (message.media) {
    const attachment = { type: attachmentType(message.media.mime), payload: { url: message.media.url } };
    // An attachment carries no caption: its text, when there is one, is not sent (decisions.md).
    return { ...head, message: { attachment } };
  }
  // Messenger and Instagram draw buttons alike: the capabilities of either.
  const rendering = renderChoices(message, capabilitiesOf('messenger'));
  if (rendering.kind !== 'buttons') return { ...head, message: { text: rendering.text } };
  // The payload is the button's key, which the flow engine matches first (findButton). Quick
  // replies need a text: a balloon that is its buttons alone keeps the numbered list as it.
  const quickReplies = rendering.options.map((option) => ({
    content_type: 'text',
    title: cut(option.value || option.key, metaQuickReplyTitleMax),
    payload: option.key,
  }));
  return { ...head, message: { text: rendering.text || message.text, quick_replies: quickReplies } };
}
