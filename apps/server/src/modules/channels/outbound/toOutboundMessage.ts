import type { ChannelType, MessageChoices, MessageTemplate } from '@prosa/contracts';
import { capabilitiesOf, renderChoices } from '@prosa/domain';
import type { OutboundMessage } from '../adapters/ChannelAdapter.ts';

// A stored message as its channel's adapter gets it. The channel's capabilities decide whether a
// balloon's buttons travel as choices (the adapter draws reply buttons or a list from them, and
// drops the numbered options from the text) or as numbered text alone (choices dropped), which
// the customer answers with the number (choiceOfNumberedReply). An attachment goes as `media`, by the
// signed link the worker made for it (media/mediaLink.ts). Our message id rides along for the
// provider's idempotency or callback reference, as each adapter decides.
export function toOutboundMessage(
  type: ChannelType,
  send: { messageId: string; recipient: string },
  message: {
    text: string;
    choices: MessageChoices | null;
    template: MessageTemplate | null;
    media: OutboundMessage['media'];
  },
): OutboundMessage {
  const rendering = renderChoices(message, capabilitiesOf(type));
  return {
    messageId: send.messageId,
    to: send.recipient,
    text: rendering.kind === 'text' ? rendering.text : message.text,
    choices: rendering.kind === 'text' ? null : message.choices,
    media: message.media,
    template: message.template,
  };
}
