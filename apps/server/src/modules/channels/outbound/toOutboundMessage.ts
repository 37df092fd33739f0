import type { BalloonMedia, ChannelType, MessageChoices, MessageTemplate } from '@prosa/contracts';
import { capabilitiesOf, renderBalloonMedia, renderChoices } from '@prosa/domain';
import type { OutboundMessage } from '../adapters/ChannelAdapter.ts';

// A stored message as its channel's adapter gets it. The channel's capabilities decide whether a
// balloon's buttons travel as choices (the adapter draws reply buttons or a list from them, and
// drops the numbered options from the text) or as numbered text alone (choices dropped), which
// the customer answers with the number (choiceOfNumberedReply). An attachment goes as `media`, by the
// signed link the worker made for it (media/mediaLink.ts). A flow balloon's image, video or
// document goes as `media` by its author's link, its caption alone as the text, where the channel
// sends media by link and the link is one a provider can fetch (renderBalloonMedia); elsewhere it
// stays the stored text (caption and link). Our message id rides along for the provider's
// idempotency or callback reference, as each adapter decides.
export function toOutboundMessage(
  type: ChannelType,
  send: { messageId: string; recipient: string },
  message: {
    text: string;
    choices: MessageChoices | null;
    template: MessageTemplate | null;
    media: OutboundMessage['media'];
    balloonMedia?: BalloonMedia | null;
  },
): OutboundMessage {
  const capabilities = capabilitiesOf(type);
  const head = { messageId: send.messageId, to: send.recipient, template: message.template };
  const balloon = message.media ? null : renderBalloonMedia(message.balloonMedia, capabilities);
  if (balloon) return { ...head, text: balloon.text, choices: null, media: balloon.media };
  const rendering = renderChoices(message, capabilities);
  return {
    ...head,
    text: rendering.kind === 'text' ? rendering.text : message.text,
    choices: rendering.kind === 'text' ? null : message.choices,
    media: message.media,
  };
}
