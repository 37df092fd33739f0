import { whatsappListRowsMax, whatsappReplyButtonsMax } from '@prosa/contracts';
import type { OutboundMessage } from '../ChannelAdapter.ts';

// WhatsApp's limits on interactive messages (characters).
const buttonTitleMax = 20;
const rowTitleMax = 24;
// The list's button label: one word the three languages of the panel share.
const listButtonLabel = 'Menu';

// The `message` field of Gupshup's send API (a JSON string): a text, a media message, or a flow
// balloon's buttons as reply buttons (≤ 3) or a list (≤ 10 rows); more stay the numbered text the
// layer wrote. An option's postbackText is its key, which Gupshup returns when it is chosen.
export function gupshupMessage(message: OutboundMessage): Record<string, unknown> {
  if (message.media) return mediaMessage(message.media, message.text);
  const choices = message.choices;
  if (choices?.kind === 'buttons' && choices.options.length > 0) {
    const body = textWithoutNumberedList(message.text, choices.options);
    if (choices.options.length <= whatsappReplyButtonsMax && choices.presentation === 'buttons') {
      return {
        type: 'quick_reply',
        msgid: message.messageId,
        content: { type: 'text', text: body },
        options: choices.options.map((option) => ({
          type: 'text',
          title: cut(option.value, buttonTitleMax),
          postbackText: option.key,
        })),
      };
    }
    if (choices.options.length <= whatsappListRowsMax) {
      return {
        type: 'list',
        msgid: message.messageId,
        body,
        globalButtons: [{ type: 'text', title: listButtonLabel }],
        items: [
          {
            title: '',
            options: choices.options.map((option) => ({
              type: 'text',
              title: cut(option.value, rowTitleMax),
              postbackText: option.key,
            })),
          },
        ],
      };
    }
  }
  return { type: 'text', text: message.text };
}

function mediaMessage(
  media: NonNullable<OutboundMessage['media']>,
  caption: string,
): Record<string, unknown> {
  if (media.mime.startsWith('image/')) {
    return { type: 'image', originalUrl: media.url, previewUrl: media.url, caption };
  }
  if (media.mime.startsWith('video/')) return { type: 'video', url: media.url, caption };
  if (media.mime.startsWith('audio/')) return { type: 'audio', url: media.url };
  return { type: 'file', url: media.url, filename: media.name };
}

// The layer's text ends with the options as "1. value" lines for text-only channels; interactive
// messages show the options themselves, so the body drops those lines when they are there.
export function textWithoutNumberedList(text: string, options: readonly { value: string }[]): string {
  const list = options.map((option, index) => `${index + 1}. ${option.value}`).join('\n');
  if (text === list) return '';
  return text.endsWith(`\n${list}`) ? text.slice(0, -(list.length + 1)) : text;
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
