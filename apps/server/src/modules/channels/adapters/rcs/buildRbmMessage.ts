import {
  rcsCardDescriptionMax,
  rcsPostbackDataMax,
  rcsSuggestionTextMax,
  rcsTextMax,
} from '@prosa/contracts';
import { capabilitiesOf, renderChoices } from '@prosa/domain';
import type { OutboundMessage } from '../ChannelAdapter.ts';

// The AgentMessage body of `POST /v1/phones/{E.164}/agentMessages` (RBM reference) for one of our
// messages: `contentMessage` with text, a standalone rich card (an image or a video by URL, the
// caption as its description) or a file by URL; a flow's buttons as suggested replies, the chips
// under the message. A suggested reply's postbackData is the option's key (the flow engine matches
// it first), or its position when the key is empty or too long; its text is the title, cut to 25.

// A balloon that is its buttons alone still needs a text for its chips to hang from.
const emptyTextStandIn = '…';

const cut = (value: string, max: number) => (value.length <= max ? value : `${value.slice(0, max - 1)}…`);

// RBM counts a card's description in bytes: cut whole characters until the UTF-8 fits.
function cutBytes(value: string, max: number) {
  if (Buffer.byteLength(value) <= max) return value;
  let kept = '';
  for (const character of value) {
    if (Buffer.byteLength(`${kept}${character}…`) > max) break;
    kept += character;
  }
  return `${kept}…`;
}

// A rich card's media: the image and video types RBM shows in a card (CreateFileRequest's list).
const cardMedia = /^(image\/(jpeg|jpg|gif|png)|video\/(h263|m4v|mp4|mpeg|mpeg4|webm))$/;

function suggestionsOf(message: OutboundMessage) {
  const rendering = renderChoices(message, capabilitiesOf('rcs'));
  if (rendering.kind !== 'buttons') return { text: rendering.text, suggestions: null };
  const suggestions = rendering.options.map((option, index) => ({
    reply: {
      text: cut(option.value || option.key, rcsSuggestionTextMax),
      postbackData:
        option.key && Buffer.byteLength(option.key) <= rcsPostbackDataMax ? option.key : `#${index + 1}`,
    },
  }));
  return { text: rendering.text, suggestions };
}

export function buildRbmMessage(message: OutboundMessage): { contentMessage: Record<string, unknown> } {
  const { text, suggestions } = suggestionsOf(message);
  const chips = suggestions ? { suggestions } : {};
  const media = message.media;
  if (media && cardMedia.test(media.mime.split(';')[0]?.trim().toLowerCase() ?? '')) {
    const description = text ? { description: cutBytes(text, rcsCardDescriptionMax) } : {};
    const cardContent = {
      media: { height: 'MEDIUM', contentInfo: { fileUrl: media.url, forceRefresh: false } },
      ...description,
    };
    return {
      contentMessage: {
        richCard: { standaloneCard: { cardOrientation: 'VERTICAL', cardContent } },
        ...chips,
      },
    };
  }
  // Any other file goes by its URL alone: a file message carries no text (decisions.md).
  if (media)
    return { contentMessage: { contentInfo: { fileUrl: media.url, forceRefresh: false }, ...chips } };
  const body = cut(text || (suggestions ? message.text : '') || emptyTextStandIn, rcsTextMax);
  return { contentMessage: { text: body, ...chips } };
}
